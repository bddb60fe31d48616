# es: review pages (see common.ftl for the conventions).

## A question's kind (view::kind_label's words; nav.kind)
kind-multiple_choice = Opción múltiple
kind-multiple_response = Respuesta múltiple
kind-true_false = Verdadero o falso
kind-short_answer = Respuesta corta
kind-numeric = Número
kind-matching = Emparejar
kind-ordering = Ordenar
kind-open = Respuesta abierta

## The review screen (review.html)
review-title-label = Título del cuestionario
review-save-title = Guardar el título
review-play = Jugar con una clase
review-download = Descargar
review-loses = pierde { $count }
review-delete = Eliminar
review-need-answer = { $count ->
    [one] { $count } necesita su respuesta
   *[other] { $count } necesitan su respuesta
}
review-all-known = se conocen todas las respuestas
review-show = Mostrar:
review-show-all = { $count ->
    [one] la pregunta
   *[other] las { $count } preguntas
}
review-show-unanswered = { $count ->
    [one] solo la que necesita una respuesta
   *[other] solo las { $count } que necesitan una respuesta
}
review-flagged-label = Preguntas que necesitan una respuesta
review-flagged = Necesitan respuesta:
review-generated = escrita por quizforge
review-unknown-answer = El documento no da la respuesta: elíjala
review-question = Pregunta
review-stimulus = Pasaje que se muestra con ella
review-choices = Opciones
review-choices-many = marque cada opción correcta; vacíe una casilla para quitarla
review-choices-one = elija la correcta; vacíe una casilla para quitarla
review-mark-correct = Marcar { $letter } como correcta
review-is-correct = es correcta
review-choice-label = Opción { $letter }
review-add-choice = Añadir una opción
review-accepted = Respuestas aceptadas, una por línea
review-accepted-star = vale por cualquier cosa
review-answer = Respuesta
review-tolerance = Margen
review-pairs = Parejas, una por línea:
review-pairs-form = izquierda = derecha
review-pairs-right = derecha
review-pairs-distractor = solo añade un distractor
review-items = Elementos en el orden correcto, uno por línea
review-points = Puntos
review-time-limit = Tiempo límite (s)
review-time-none = ninguno
review-topic = Tema
review-explanation = Explicación mostrada tras responder
review-save-question = Guardar la pregunta { $number }
review-move-up = Subir
review-move-up-label = Subir la pregunta { $number }
review-move-down = Bajar
review-move-down-label = Bajar la pregunta { $number }
review-duplicate = Duplicar
review-duplicate-label = Duplicar la pregunta { $number }
review-delete-confirm = ¿Eliminar la pregunta { $number }?
review-delete-label = Eliminar la pregunta { $number }
review-source-label = De dónde viene la pregunta { $number }
review-source-line = Del documento, línea { $line }
review-source-none = Escrita aquí, no tomada del documento.
review-suggestions = { $count ->
    [one] Sugerencias: { $count } pregunta más escrita pero apartada
   *[other] Sugerencias: { $count } preguntas más escritas pero apartadas
}
review-suggestions-hint = quizforge las escribió a partir del documento pero las dejó fuera del cuestionario; cada una dice por qué. Añada las que quiera: cada una entra en el cuestionario donde su pasaje aparece en el documento.
review-correct = Correcta:
review-held-back = Apartada:
review-suggestion-add = Añadir al cuestionario
review-suggestion-dismiss = Descartar
suggestion-removed = la quitó del cuestionario: añádala de nuevo si la quiere
review-add-head = Añadir una pregunta
review-add-kind = Tipo
review-add-placeholder = Escriba la pregunta
review-add = Añadir
review-more-head = Más del mismo documento
review-more-count = Cuántas
review-more-add = Añadir preguntas que aún no están
review-explain-link = ¿Por qué estas preguntas? Vea qué se hizo con cada frase del documento

## The review screen's script (review.js)
review-js-kept = Cambios aún sin guardar, conservados de antes.
review-js-discard = Descartarlos

## What is wrong with an edit (edit.rs); $value is what the teacher typed
edit-points = Los puntos deben ser un número mayor o igual que 0, no «{ $value }».
edit-time-limit = El tiempo límite es un número entero de segundos, no «{ $value }».
edit-empty-prompt = La pregunta necesita un texto.
edit-too-few-choices = Dé al menos { $min } opciones.
edit-empty-choice = La opción { $number } está vacía.
edit-too-few-items = Dé al menos 2 elementos para ordenar.
edit-coin-toss-ordering = Dos elementos para ordenar son cara o cruz: quien adivina acierta la mitad de las veces. Añada un tercer elemento, o conviértala en una pregunta de verdadero o falso.
edit-coin-toss-matching = Dos parejas para emparejar son cara o cruz: quien adivina acierta la mitad de las veces. Añada una tercera pareja, o conviértala en una pregunta de opción múltiple.
edit-one-correct = Marque una sola opción correcta (o conviértala en una pregunta de respuesta múltiple).
edit-numbers = La respuesta y su margen deben ser números.
edit-pairs = Escriba cada pareja como «izquierda = derecha».
edit-not-saved = No guardado: { $problem }
edit-conflict = Este cuestionario cambió desde que lo abrió (en otra pestaña, o el formulario se envió dos veces). Su cambio se muestra aquí, aún sin guardar: compárelo con la última versión y vuelva a guardar.
edit-first = Primero
edit-second = Segundo
edit-third = Tercero
edit-new-question = Nueva pregunta
edit-first-choice = Primera opción
edit-second-choice = Segunda opción

## Splitting a choice run together (review.html, review.js)
review-run-together = Esto parece varias opciones juntas: ✂ las separa en opciones distintas.
review-js-split = Dividir esta opción en el cursor (o en sus espacios amplios)
review-js-split-how = Ponga el cursor donde empieza la opción siguiente y pulse ✂.
review-js-choice = Opción %letter
review-js-mark-correct = Marcar %letter como correcta

## Images of a question and its choices (review.html, images.rs)
review-images = Imágenes
review-image-alt-question = Qué muestra la imagen de la pregunta
review-image-alt-choice = Qué muestra la imagen de la opción { $letter }
review-image-alt-missing = Aún sin describir: diga qué muestra
review-image-remove = Quitar esta imagen
review-image-add = Añadir una imagen
review-image-file = Una imagen (PNG, JPEG, GIF o WebP; las grandes se reducen), o pegue una aquí
review-image-url = O su dirección en la web (se descarga una vez y se guarda aquí)
review-image-alt = Qué muestra, para quien no pueda verla (obligatorio)
review-image-place = Con
review-image-place-question = la pregunta
review-image-save = Añadir la imagen
review-js-pasted = Imagen pegada: %name

## Why these questions? (explain.html; what the forge did with each sentence is the forge's own English)
explain-title = Por qué estas preguntas: { $title }
explain-back = Volver a «{ $title }»
explain-heading = ¿Por qué estas preguntas?
explain-lead = { $count ->
    [one] Lo que la forja hizo con cada frase del documento, con { $count } pregunta pedida.
   *[other] Lo que la forja hizo con cada frase del documento, con { $count } preguntas pedidas.
}
explain-none = Este cuestionario no se hizo a partir de un texto en prosa, así que no hay nada que explicar: cada pregunta está tal como se escribió.
explain-place = línea { $line }, columna { $column }
explain-terms-heading = Términos que encontró la forja
explain-terms-lead = Las preguntas solo pueden tratar de lo que la forja reconoce que el documento enseña: los términos que define, enumera o usa una y otra vez, y las personas y nombres que repite.
explain-terms-none = Ningún término encontrado: el documento no define, enumera ni repite ningún término que la forja reconozca.

## The forge's account, said in the page's language (forge_words.rs)
unfit-length = menos de 6 o más de 40 palabras
unfit-not-a-statement = no es una afirmación (un título, un fragmento o una pregunta)
unfit-formula = una fórmula o ecuación
unfit-fused-heading = tiene pegado un título
unfit-no-capital = no empieza como una frase
unfit-starts-with-reference = empieza con una palabra que necesita la frase anterior
unfit-noise = tiene texto dañado o con ruido
unfit-points-back = un pronombre o «esto» necesita la frase anterior
unfit-leaves-unnamed = alude a algo («su», «la ley») que solo nombra la frase anterior
unfit-half-a-comparison = una comparación sin su otra mitad
unfit-talks-to-reader = se dirige al lector
unfit-points-elsewhere = remite a otra parte del libro
unfit-furniture = contiene un encabezado o pie de página
unfit-unbalanced = paréntesis o comillas desparejados
unfit-debris = sobre todo números o letras sueltas (una tabla o figura)
unfit-few-content-words = muy pocas palabras con contenido
unfit-foreign = en un idioma distinto al del cuestionario
unfit-unknown-word = tiene una palabra que no está en ningún diccionario (¿texto dañado?)
unfit-only-frames = solo dice que existen tipos o maneras de algo, sin nombrar ninguno
unfit-refuted-view = expone una opinión que el texto rechaza después
family-glossary = término del glosario
family-matching = emparejar
family-definition = término
family-year = año
family-quantity = número
family-true-false = verdadero/falso
family-labelled = elemento de una lista con etiquetas
family-order = ordenación
family-person = persona
family-short-answer = respuesta escrita
left-out-invalid = no es una pregunta válida
left-out-leaks-imported = revelaría la respuesta de una pregunta que tiene el documento
left-out-true-false-capped = las preguntas de verdadero o falso se limitan a una quinta parte del cuestionario, a menos de un tercio donde el documento da muy pocas otras
left-out-same-answer = una pregunta elegida tiene la misma respuesta
left-out-same-sentence = una pregunta elegida trata de la misma frase
left-out-nearly-same = una pregunta elegida pregunta casi lo mismo
left-out-its-answer-shown = una pregunta elegida muestra su respuesta
left-out-shows-an-answer = muestra la respuesta de una pregunta elegida
left-out-quiz-full = el cuestionario estaba lleno: pasaron antes preguntas más sólidas
left-out-everyday-word = una respuesta escrita sobre una palabra corriente: otras palabras llenarían el hueco igual de bien
left-out-short-sentence = una respuesta escrita sobre una frase corta: hay demasiado poco alrededor del hueco para saber cuál es la respuesta
left-out-figure-is-the-fact = su frase enseña una cifra, que queda a la vista: el hueco pide lo que solo nombra
left-out-year-in-passing = el año de un detalle mencionado de pasada: no nombra ninguna ley, institución ni fundación
left-out-cited-statistic = una proporción de personas, una suma de dinero o una proporción que cita una fuente: rara vez lo que enseña una lección
left-out-topic-word = una respuesta escrita sobre el tema del documento, una palabra que usan dos de cada cinco de sus frases: el hecho que la rodea queda sin preguntar
left-out-clue-shared = una respuesta escrita cuya frase dice lo mismo de otro término: la pista no señala una sola respuesta
left-out-hint-shared = una respuesta escrita cuya pista de letras encaja con otra expresión del documento: las letras no señalan una sola respuesta
left-out-known-name = una respuesta escrita sobre un nombre de palabras corrientes que el documento repite: sus iniciales la delatan
left-out-hypothetical = una respuesta escrita en un caso supuesto: un detalle de un ejemplo, no lo que enseña la lección
left-out-kind-of-a-name = una respuesta escrita sobre el sustantivo al que luego se da un nombre: el nombre es lo que enseña la oración
left-out-named-once = una respuesta escrita sobre un nombre que solo su propia frase dice: mencionado de pasada, no enseñado
left-out-renamed-with-its-head = una respuesta escrita sobre otro nombre que repite el sustantivo principal del nombre anterior: sus iniciales delatan el resto
left-out-beside-a-named-term = una respuesta escrita junto al término que su oración nombra: el nombre es lo que enseña la oración
left-out-symbol-shown = una respuesta escrita sobre el nombre de un símbolo que la oración muestra justo después del hueco
left-out-pair-before = una respuesta escrita justo después de la otra mitad de su par («Norte y S_____ C_____»): sus iniciales la delatan
explain-not-asked = sin pregunta: { $why }
explain-nothing-to-ask = sin pregunta: nada que la forja pueda preguntar bien (un término definido, un nombre, una fecha o un número que la frase enseñe)
explain-asked = preguntada ({ $kind }): { $prompt }
explain-left-out = descartada ({ $kind }, { $why }): { $prompt }
shortfall-head = Se escribieron { $written } de las { $wanted } preguntas nuevas pedidas
shortfall-no-prose = { $head }: el documento no tiene frases en prosa de las que sacar preguntas.
shortfall-unfit = { $head }: de sus { $sentences } frases, { $unfit } no { $unfit ->
    [one] sirve
   *[other] sirven
} para preguntar
shortfall-commonest = (lo más frecuente: { $reason })
shortfall-empty = , { $empty } de las otras { $fit } no { $empty ->
    [one] contiene
   *[other] contienen
} nada que pueda preguntar bien (un término definido, un nombre, una fecha o un número que la frase enseñe)
shortfall-dropped = , y { $dropped } { $dropped ->
    [one] pregunta posible se descartó
   *[other] preguntas posibles se descartaron
} por repetidas o más débiles

## What an export format would lose (exports.rs; formats' LOSS_TEXTS, blanks as there)
loss-line = pregunta { $number }: { $what }
loss-cannot-write = no se puede escribir: { $why }
loss-more = y { $count } más
loss-part-question = la pregunta
loss-part-answer = la respuesta { $n }
loss-gift-key-unknown = GIFT no puede decir que la respuesta es desconocida
loss-gift-category = GIFT no puede salir de una categoría: la pregunta se queda en «{ $topic }»
loss-images-count-dropped = { $count } imagen(es) descartada(s)
loss-the-time-limit-dropped = se quitó el tiempo límite
loss-the-difficulty-dropped = se quitó la dificultad
loss-the-points-dropped = se quitaron los puntos ({ $points })
loss-choice-images-dropped = imágenes de las opciones descartadas
loss-stimulus-in-front = el pasaje se puso delante del texto de la pregunta
loss-gift-no-full-credit = ninguna opción da todos los puntos: GIFT la relee como respuesta múltiple
loss-gift-every-choice-right = todas las opciones son correctas: GIFT no puede escribirlo como opción múltiple
loss-true-false-two-choices = omitida: una pregunta de verdadero o falso sin dos opciones
loss-gift-true-false-answer = omitida: GIFT necesita la respuesta de una pregunta de verdadero o falso
loss-gift-labels = las etiquetas «{ $yes }»/«{ $no }» se releen como True/False
loss-short-answer-none = omitida: una pregunta de respuesta corta sin respuestas aceptadas
loss-gift-case = las respuestas cortas de GIFT nunca distinguen mayúsculas
loss-gift-arrow-answer = una respuesta contiene «->»: GIFT relee la pregunta como emparejar
loss-numeric-none = omitida: una pregunta numérica sin respuestas
loss-gift-matching-two = omitida: emparejar en GIFT necesita al menos dos parejas
loss-gift-arrow-left = un lado izquierdo contiene «->»: GIFT parte la pareja ahí
loss-gift-no-ordering = omitida: GIFT no tiene preguntas de ordenar
loss-aiken-true-false = verdadero o falso escrita como pregunta de dos opciones
loss-aiken-choices = omitida: Aiken necesita de 2 a { $max } opciones, hay { $count }
loss-aiken-one-right = omitida: Aiken necesita exactamente una opción del todo correcta
loss-partial-credit-dropped = puntuación parcial descartada
loss-feedback-dropped = comentarios descartados
loss-images-dropped = imágenes descartadas
loss-name-topic-tags-dropped = nombre, tema y etiquetas descartados
loss-aiken-question-line = omitida: el texto de la pregunta no se releería como una línea de pregunta
loss-one-line = texto reducido a una línea de texto plano
loss-moodle-category = sin tema, pero Moodle XML mantiene la categoría de la pregunta anterior
loss-moodle-key-unknown = la respuesta no se conoce; la pregunta se escribe sin respuesta correcta
loss-moodle-no-ordering = omitida: Moodle XML no tiene preguntas de ordenar (hace falta un tipo de complemento)
loss-moodle-image-links = imágenes escritas como enlaces en el texto de la pregunta
loss-time-limit-dropped = tiempo límite descartado
loss-difficulty-dropped = dificultad descartada
loss-shortened = { $part } acortada de { $count } a { $limit } caracteres
loss-stimulus-in-front-short = el pasaje se puso delante de la pregunta
loss-explanation-dropped = explicación descartada
loss-answer-feedback-dropped = comentarios de las respuestas descartados
loss-points-dropped = puntos ({ $points }) descartados
loss-tool-no-kind = omitida: { $tool } no tiene preguntas de tipo «{ $kind }»
loss-tool-key-unknown = omitida: la respuesta no se conoce y { $tool } la necesita
loss-tool-max-answers = { $tool } admite { $max } respuestas; descartadas: { $list }
loss-tool-too-many-right = omitida: más respuestas correctas de las que admite { $tool }
loss-image-only-answer = omitida: una respuesta es solo una imagen
loss-tool-any-one = { $tool } acepta cualquiera de las respuestas correctas, no todas juntas
loss-tool-exactly-one = omitida: { $tool } tiene exactamente una respuesta correcta
loss-tool-right-first = la respuesta correcta va primero, como exige { $tool }
loss-kahoot-time = tiempo límite de { $from } s ajustado a { $to } s, el valor más cercano que permite Kahoot!
loss-case-insensitive = las respuestas que distinguen mayúsculas dejan de distinguirlas
loss-partial-and-feedback = puntuación parcial y comentarios de las respuestas descartados
loss-accepted-dropped-five = { $count } respuestas aceptadas descartadas (caben 5)
loss-numeric-blank = una pregunta numérica pasó a ser de rellenar el hueco con su valor exacto
loss-tolerance-dropped = margen descartado
loss-poll = la respuesta no se conoce: escrita como encuesta
loss-checkbox = varias respuestas correctas: escrita como pregunta de casillas, que las pide todas
loss-first-image-only = solo se guarda la primera imagen
loss-blooket-time = tiempo límite de { $time } s recortado a los 300 s de Blooket
loss-no-full-right = omitida: ninguna respuesta del todo correcta
loss-other-accepted-dropped = { $count } otras respuestas aceptadas descartadas
loss-socrative-single = una pregunta de respuesta múltiple con una sola correcta es de respuesta única en Socrative
loss-socrative-all = varias respuestas correctas: Socrative las pide todas, no una cualquiera
loss-quizlet-choice-card = una pregunta de opciones pasó a ser una tarjeta con su respuesta correcta
loss-quizlet-numeric-card = una pregunta numérica pasó a ser una tarjeta con su valor
loss-quizlet-no-form = omitida: una tarjeta de Quizlet no tiene forma «{ $kind }»
loss-key-unknown-skipped = omitida: la respuesta no se conoce
loss-qti-xhtml = HTML que no es XHTML bien formado, escrito como texto plano
loss-qti-wildcard = QTI compara literalmente las respuestas con comodín («*»)
loss-qti-numeric-others = { $count } otras respuestas numéricas descartadas (la comprobación de margen de QTI admite una)
loss-qti-ordering = en QTI (match_correct) ordenar da todo o nada
loss-qti-images-after-blank = imágenes movidas tras el hueco
loss-qti-answer-feedback = comentario de cada respuesta descartado
loss-qti-key-unknown = la respuesta no se conoce; el ítem no tiene respuesta correcta
loss-topic-tags-dropped = tema y etiquetas descartados
loss-accents = ignore_accents no se conserva: los acentos contarán al corregir este archivo
