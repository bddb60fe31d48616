# quizforge, español.

## The shared layout (base.html)
skip-to-content = Ir al contenido
nav-new-quiz = Nuevo cuestionario
nav-my-quizzes = Mis cuestionarios
nav-classes = Clases
nav-games = Partidas
nav-library = Biblioteca
nav-change-password = Cambiar la contraseña
nav-sign-out = Cerrar sesión
nav-join = Unirse a una partida
nav-discover = Descubrir
nav-sign-in = Iniciar sesión
nav-sign-up = Crear una cuenta
nav-account = Cuenta
footer = quizforge funciona en el propio equipo de su centro. Ningún servicio de IA ve sus materiales.

## Joining (join.html)
join-title = Unirse a una partida
join-lead = Escribe el código que muestra tu profesor.
join-code-label = Código de la partida
join-code-hint = Seis letras y cifras, como K7M2QX.
join-button = Unirme

## Refusals on the join and name pages (refusal.rs)
refusal-ended = Esta partida ha terminado.
refusal-empty = escribe un nombre
refusal-too-long = un nombre tiene como máximo { $max } caracteres
refusal-offensive = elige otro nombre, por favor
refusal-pick-name = Elige tu nombre de la lista.
refusal-taken = Alguien en esta partida ya tiene ese nombre. Si eres tú en otro dispositivo, pregunta a tu profesor.
refusal-wrong-pin = Ese PIN no corresponde a este nombre. Escribe el PIN de la tarjeta que te dio tu profesor y luego toca tu nombre.
code-look-alikes = Los códigos de partida nunca usan 0, 1, I, L ni O, para que no se confundan; escribiste { $chars }. Vuelve a mirar el código en la pantalla.
code-not-used = Un código de partida solo tiene letras y cifras; { $chars } no es una de ellas.
code-length = Un código de partida tiene { $length } letras y cifras; escribiste { $count }.
code-shape = Un código de partida tiene { $length } letras y cifras, como K7M2QX.
code-no-game = No hay ninguna partida con el código { $code }. Compruébalo con tu profesor.
code-game-ended = La partida { $code } ha terminado. Pide a tu profesor el código de una nueva.
list-and = y

## Your name (name.html)
name-game = Partida { $code }
name-label = Tu nombre
name-hint = El nombre que verá tu profesor, { $max } caracteres como máximo. Sé amable.
name-who = ¿Quién eres?
name-playing = (jugando)
name-already-playing = Ya está jugando
name-not-listed = ¿No estás en la lista? Pregunta a tu profesor.
pin-label = Tu PIN
pin-hint = Los cuatro dígitos de la tarjeta que te dio tu profesor. Escríbelos y toca tu nombre.
pin-pictures-hint = Toca tus cuatro dibujos en el orden de tu tarjeta y luego toca tu nombre.
pin-clear = Empezar de nuevo
# %n and %max are filled in while the name is typed (app.js).
name-count = %n de %max caracteres
name-too-long = Como máximo %max caracteres: este nombre tiene %n.

## Playing (play.html)
play-connecting = Conectando…
play-connecting-game = Conectando con tu partida…

## The play screen (play.js): %name, %right… are filled in by the script
play-js-connected = Conectado
play-js-reconnecting = Reconectando…
play-js-in = Ya estás dentro.
play-js-in-named = Ya estás dentro, %name.
play-js-waiting-start = Esperando a que tu profesor empiece.
play-js-removed = Tu profesor te ha quitado de esta partida.
play-js-join-again = Volver a entrar
play-js-left = Fuera
play-js-tick-all = Marca todas las respuestas correctas y luego envía.
play-js-send = Enviar
play-js-your-answer = Tu respuesta
play-js-your-number = Tu respuesta (un número)
play-js-type-number = Escribe un número, como 12 o 3,5.
play-js-choose = Elige…
play-js-order = Ponlos en orden, el primero arriba, y luego envía.
play-js-cannot-answer = Este tipo de pregunta no se puede responder aquí.
play-js-sending = Enviando…
play-js-answer-sent = Respuesta enviada
play-js-saved = Guardado.
play-js-saved-wait = Guardado. Espera a que tu profesor muestre los resultados.
play-js-right = ¡Correcto!
play-js-partly = En parte correcto
play-js-teacher-marks = Tu profesor corregirá esta
play-js-not-this-time = Esta vez no
play-js-no-answer = Sin respuesta
play-js-no-key-yet = Tu profesor aún no ha dado la respuesta.
play-js-answer = Respuesta:
play-js-next = Siguiente
play-js-time-up = Se acabó el tiempo
play-js-look-at-board = Mira la pizarra.
play-js-well-done = ¡Bien hecho!
play-js-all-done = ¡Terminado!
play-js-right-of = %right de %questions correctas
play-js-rank = Eres el número %rank de %players.
play-js-you = Tú
play-js-classmate = Un compañero
play-js-look-again = Para repasar
play-js-seconds-left = Quedan %seconds s
play-js-times-up = ¡Tiempo!
play-js-points-one = %points punto
play-js-points-other = %points puntos
play-js-question-of = Pregunta %n de %count
play-js-move-up = Subir «%item»
play-js-move-down = Bajar «%item»
play-js-skip = Saltar (no lo sé)
# An answer refused (protocol::Rejection, by its JSON name)
play-js-rejected-late = Se acabó el tiempo antes de que llegara tu respuesta.
play-js-rejected-not_open = Esa pregunta no está abierta.
play-js-rejected-closed = Esta partida no acepta respuestas ahora.
play-js-rejected-invalid = Esa respuesta no corresponde a la pregunta.
play-js-rejected-removed = Tu profesor te ha quitado de esta partida.
play-js-rejected-not_saved = Tu respuesta no se guardó. Enviándola de nuevo…
play-needs-js = Esta partida necesita JavaScript. Actívalo o pide a tu profesor una copia en papel.

## Signing in and up (signin.html)
signin-lead = Bienvenido de nuevo.
signin-new-here = ¿Es nuevo aquí?
signin-make-account = Crear una cuenta
signup-title = Cree su cuenta de docente
signup-lead = Sus cuestionarios se quedan en este servidor, visibles solo para usted.
signup-password-hint = Al menos { $min } caracteres.
signup-have-account = ¿Ya tiene una cuenta?
account-email = Correo electrónico
signup-ready = Si este correo no tenía cuenta, ahora la tiene: inicie sesión con él. Si ya tenía una, inicie sesión con la contraseña de esa cuenta.
account-password = Contraseña

## Making a quiz (make.html)
make-title = Crear un cuestionario
make-paste = Pegue sus apuntes, una hoja de ejercicios o un glosario
make-placeholder =
    1. ¿Cuál es la capital de Francia?
    A) Roma
    B) París
    Respuesta: B
make-file = …o elija un archivo
make-file-hint = PDF, Word (DOCX), PowerPoint (PPTX), OpenDocument, HTML, Markdown, texto, GIFT, Aiken o Moodle XML, hasta { $megabytes } MB. Un archivo sustituye al texto de arriba.
make-count = Preguntas
make-js-too-large = Este archivo supera los %megabytes MB. Pegue solo la parte que necesite.
make-button = Crear el cuestionario

## My quizzes and the landing page (home.html)
home-welcome = Bienvenida
home-search = Buscar por título
home-search-button = Buscar
home-search-clear = Borrar
home-empty-title = Todavía no hay cuestionarios
home-empty-lead = Pegue una hoja de ejercicios, sus apuntes o un examen antiguo, y obtenga un cuestionario en un segundo.
home-first-quiz = Cree su primer cuestionario
home-no-match = Ningún cuestionario tiene «{ $search }» en su título.
home-questions = { $count ->
    [one] { $count } pregunta
   *[other] { $count } preguntas
}
home-need-answer = { $count ->
    [one] { $count } necesita respuesta
   *[other] { $count } necesitan respuesta
}
home-changed = modificado el { $date }
home-open = Abrir
home-play = Jugar
home-download = Descargar
home-copy = Copiar
home-delete = Eliminar
home-hero-title = Convierta su propio material en un cuestionario fiable.
home-hero-lead = Pegue una hoja de ejercicios, un examen antiguo o un archivo GIFT o Aiken. quizforge encuentra cada pregunta, muestra de dónde viene y nunca inventa una clave de respuestas: lo que el documento no responde queda marcado para que usted decida.
home-point-fast = En un segundo.
home-point-fast-text = Sin esperas, sin servicios de IA, nada sale de este servidor.
home-point-checked = Revisado por usted.
home-point-checked-text = Cada pregunta junto a su pasaje, con la frase clave marcada.
home-point-yours = Suyo, para llevárselo.
home-point-yours-text = Descárguelo en GIFT para Moodle, Aiken, Markdown o JSON.
notice-quiz-deleted = Cuestionario eliminado.
notice-made = Su cuestionario está listo. Compruebe cada pregunta con su pasaje.
notice-short = Su cuestionario está listo, con menos preguntas de las que pidió: el documento no tenía más que se pudieran preguntar bien. Las preguntas escritas pero apartadas aparecen como sugerencias debajo del cuestionario, y «¿Por qué estas preguntas?» muestra qué se hizo con cada frase.
notice-short-bare = Su cuestionario está listo, con menos preguntas de las que pidió: el documento no tenía más que se pudieran preguntar bien. «¿Por qué estas preguntas?» muestra qué se hizo con cada frase.
notice-empty = No se encontraron preguntas en este documento. Añada preguntas a mano abajo, o cree el cuestionario a partir de otro documento.
notice-saved = Guardado.
notice-sharing-saved = Uso compartido guardado.
notice-title = Título guardado.
notice-deleted = Pregunta eliminada.
notice-duplicated = Pregunta duplicada.
notice-moved = Pregunta movida.
notice-added = Pregunta añadida. Complétela abajo.
notice-more = Nuevas preguntas añadidas al final.
notice-suggestion-added = Sugerencia añadida al cuestionario, donde aparece su pasaje en el documento.
notice-suggestion-dismissed = Sugerencia descartada.
notice-nomore = No quedan más preguntas que tomar de este documento.
notice-copied = Esta es su copia. El original no ha cambiado.
notice-conflict = Este cuestionario cambió desde que cargó la página (en otra pestaña, o un botón pulsado dos veces), así que no se hizo nada. Aquí está la última versión: revísela e inténtelo de nuevo.
notice-image-added = Se añadió la imagen. El alumnado la ve con la pregunta, y lee su descripción si no puede verla.
notice-image-needs-alt = No se añadió la imagen: diga qué muestra, para quien no pueda verla.
notice-image-none = No se añadió la imagen: elija una imagen, pegue una o dé su dirección.
notice-image-refused = No se pudo guardar la imagen: dé una imagen PNG, JPEG, GIF o WebP (no SVG) de 16 MB como máximo, en una dirección a la que el servidor pueda acceder.
notice-image-too-large = No se añadió la imagen: supera los 16 MB. Dé una imagen más pequeña.

## Classes (classes.html)
classes-lead = Una clase son quienes juegan sus cuestionarios. Dele una lista y cada estudiante elegirá su nombre en lugar de escribirlo.
classes-no-roster = sin lista: los estudiantes escriben un apodo
classes-students = { $count ->
    [one] { $count } estudiante
   *[other] { $count } estudiantes
}
classes-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
classes-new = Nueva clase
classes-name = Nombre
classes-name-example = 2.º ESO Historia
classes-roster = Lista de estudiantes
classes-roster-hint = (opcional: un nombre por línea)
classes-make = Crear la clase

## Games (assignments.html)
games-empty-title = Todavía no hay partidas
games-empty-lead = Abra un cuestionario y pulse «Jugar con una clase».
games-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
games-code = código
games-dashboard = Panel
mode-live = en directo
mode-self_paced = a su ritmo
mode-homework = tarea
phase-lobby = sala de espera
phase-question = pregunta
phase-results = resultados
phase-open = abierta
phase-ended = terminada

## The account page (password.html)
password-title = Cambiar su contraseña
password-changed = Contraseña cambiada. Sus otras sesiones y tokens de API se han cerrado.
password-current = Contraseña actual
password-new = Nueva contraseña
language-title = Idioma de sus páginas
language-saved = Idioma guardado.
language-label = Idioma
language-browser = El idioma de su navegador
language-hint = Las páginas ya traducidas lo siguen; las demás están en inglés por ahora. Las páginas de los estudiantes siguen el navegador de cada estudiante.
language-save = Guardar el idioma
tokens-title = Tokens de API
tokens-revoked = Token revocado: ya no funciona.
tokens-none = No hay tokens de API. Los programas obtienen uno con POST /api/v1/tokens; cada uno caduca a los 90 días.
tokens-line = Token { $id }: creado el { $made }, caduca el { $expires }
tokens-revoke-confirm = ¿Revocar este token? Los programas que lo usan dejarán de funcionar.
tokens-revoke = Revocar

## Dates and times (zone.rs): a day, its month's short name, the year
date = { $day } { $month } { $year }
date-time = { $date }, { $time } { $zone }
month-1 = ene.
month-2 = feb.
month-3 = mar.
month-4 = abr.
month-5 = may.
month-6 = jun.
month-7 = jul.
month-8 = ago.
month-9 = sept.
month-10 = oct.
month-11 = nov.
month-12 = dic.

## Refusals of a form, said in the page's language (AppError::said)
account-email-invalid = Escriba una dirección de correo, como nombre@escuela.es.
account-password-blank = Elija una contraseña que tenga algo más que espacios.
account-password-short = Elija una contraseña de al menos { $min } caracteres.
account-password-long = Esa contraseña es demasiado larga.
account-password-common = Esa contraseña es de las primeras que prueban los atacantes. Elija otra: unas cuantas palabras sin relación entre sí hacen una buena.
make-refused-nothing = Primero pegue un texto o elija un archivo.
make-refused-no-text = Este archivo no tiene texto. Elija otro archivo, o pegue el texto.
make-refused-text-too-much = Este texto tiene { $size } MB; quizforge hace un cuestionario con hasta { $limit } MB a la vez. Divídalo, o pegue solo la parte que necesite.
make-refused-file-too-much = Este archivo tiene { $size } MB de texto; quizforge hace un cuestionario con hasta { $limit } MB a la vez. Divídalo, o pegue solo la parte que necesite.
make-refused-text-unusable = Este texto no se puede usar: { $why }. Ábralo, copie su texto y péguelo en el recuadro.
make-refused-file-unusable = Este archivo no se puede usar: { $why }. Ábralo, copie su texto y péguelo en el recuadro.
make-refused-no-source = Este cuestionario no se hizo a partir de un documento, así que no hay de dónde sacar más.
mark-points-number = Los puntos deben ser un número, como 1 o 0,5.
mastery-bands-percent = Las franjas son porcentajes, como 50 y 80.
language-refused = Elija uno de los idiomas ofrecidos, o el de su navegador.
review-no-revision = Al formulario le falta la versión del cuestionario.
review-choose-kind = Elija un tipo de pregunta.

## A quiz whose document names no title (quizzes.rs)
quiz-untitled = Cuestionario sin título
