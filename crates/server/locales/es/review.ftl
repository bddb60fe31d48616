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
edit-points = Los puntos son un número mayor o igual que 0, no «{ $value }».
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
review-run-together = Esto parece varias opciones juntas: ✂ las separa en una opción cada una.
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
explain-lead = Lo que la forja hizo con cada frase del documento, con { $count } preguntas pedidas.
explain-none = Este cuestionario no se hizo a partir de un texto en prosa, así que no hay nada que explicar: cada pregunta está tal como se escribió.
explain-place = línea { $line }, columna { $column }

## The forge's account, said in the page's language (forge_words.rs)
unfit-length = menos de 6 o más de 40 palabras
unfit-not-a-statement = no es una afirmación (un título, un fragmento o una pregunta)
unfit-formula = una fórmula o ecuación
unfit-fused-heading = tiene pegado un título en mayúsculas
unfit-no-capital = no empieza como una frase
unfit-starts-with-reference = empieza con una palabra que necesita la frase anterior
unfit-noise = tiene texto dañado o con ruido
unfit-points-back = un pronombre o «esto» necesita la frase anterior
unfit-half-a-comparison = una comparación sin su otra mitad
unfit-talks-to-reader = se dirige al lector
unfit-points-elsewhere = remite a otra parte del libro
unfit-furniture = contiene un encabezado o pie de página
unfit-unbalanced = paréntesis o comillas desparejados
unfit-debris = sobre todo números o letras sueltas (una tabla o figura)
unfit-few-content-words = muy pocas palabras con contenido
unfit-foreign = en otro idioma que el cuestionario
unfit-unknown-word = tiene una palabra que no está en ningún diccionario (¿texto dañado?)
family-glossary = término del glosario
family-matching = emparejar
family-definition = término
family-year = año
family-quantity = número
family-true-false = verdadero/falso
family-short-answer = respuesta escrita
left-out-invalid = no es una pregunta válida
left-out-leaks-imported = revelaría la respuesta de una pregunta que tiene el documento
left-out-true-false-capped = las preguntas de verdadero o falso se limitan a una quinta parte del cuestionario
left-out-same-answer = una pregunta elegida tiene la misma respuesta
left-out-same-sentence = una pregunta elegida trata de la misma frase
left-out-nearly-same = una pregunta elegida pregunta casi lo mismo
left-out-its-answer-shown = una pregunta elegida muestra su respuesta
left-out-shows-an-answer = muestra la respuesta de una pregunta elegida
left-out-quiz-full = el cuestionario estaba lleno: pasaron antes preguntas más sólidas
explain-not-asked = sin pregunta: { $why }
explain-nothing-to-ask = sin pregunta: nada que la forja pueda preguntar bien (un término definido, un nombre, una fecha o un número que enseñe)
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
