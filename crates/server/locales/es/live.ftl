# es: live pages (see common.ftl for the conventions): the assign form, the
# teacher's dashboard and the projector (the wall screen of a live game).
# The wall speaks to each student ("tú"); the dashboard and forms to the
# teacher ("usted").

## Both live screens (dashboard.html, projector.html)
live-go-to = Entra en
live-and-type = y escribe el código
live-code-label = Código de la partida { $code }
live-qr-label = Código QR para unirse
live-controls = Controles de la partida
live-start = Empezar
live-reveal = Mostrar resultados
live-next = Siguiente
live-open-game = Abrir la partida
live-end = Terminar
live-end-confirm = ¿Terminar la partida para todos?

## The projector (projector.html)
projector-page = proyector
projector-lobby-label = Unirse a la partida
projector-question-label = La pregunta
projector-join-at = Únete en
projector-end-label = Fin de la partida
projector-podium = Podio
projector-live-counts = Mostrar el número de respuestas mientras la pregunta está abierta

## The projector's script (projector.js): %count, %n… are filled in by the script
projector-js-reconnecting = reconectando…
projector-js-times-up = ¡Se acabó el tiempo!
projector-js-waiting-students = Esperando a los estudiantes
projector-js-students-in-one = %count estudiante dentro: empiece cuando estén todos
projector-js-students-in-other = %count estudiantes dentro: empiece cuando estén todos
projector-js-question-of = Pregunta %n de %count
projector-js-results-of = Resultados de la pregunta %n de %count
projector-js-open = Abierta: los estudiantes juegan a su ritmo
projector-js-ended = La partida ha terminado
projector-js-next = Siguiente
projector-js-finish = Finalizar: terminar la partida
projector-js-last-confirm = Era la última pregunta. ¿Terminar la partida para todos?
projector-js-playing-one = %count estudiante jugando
projector-js-playing-other = %count estudiantes jugando
projector-js-answers-one = %count respuesta
projector-js-answers-other = %count respuestas
projector-js-joined-one = %count estudiante se ha unido
projector-js-joined-other = %count estudiantes se han unido
projector-js-waiting-first = Esperando al primer estudiante…
projector-js-answered-one = %n de %count ha respondido
projector-js-answered-other = %n de %count han respondido
projector-js-answer-on-phone = Responde en tu teléfono
projector-js-right = Correcto
projector-js-partly = En parte correcto
projector-js-wrong = Incorrecto
projector-js-leaderboard = Clasificación
projector-js-place-1 = 1.er puesto
projector-js-place-2 = 2.º puesto
projector-js-place-3 = 3.er puesto
projector-js-points-one = %points punto
projector-js-points-other = %points puntos
projector-js-well-played = ¡Bien jugado, todos!
projector-js-students-one = %count estudiante
projector-js-students-other = %count estudiantes
projector-js-class-right = %percent de aciertos en la clase
projector-js-server-said = El servidor respondió %status.

## The dashboard (dashboard.html)
dashboard-page = panel
dashboard-due = entrega: { $date }
dashboard-scoring = Puntuación: aciertos
dashboard-speed-bonus = bonificación por rapidez
dashboard-streaks = rachas
dashboard-leaderboard-off = sin clasificación
dashboard-leaderboard-anonymous = clasificación anónima
dashboard-leaderboard-top = clasificación de los { $count } primeros
dashboard-timer = temporizador de { $seconds } s
dashboard-projector = Vista para el proyector
dashboard-report = Informe
dashboard-how-to-join = Cómo unirse
dashboard-or-scan = o escanee:
dashboard-now = Ahora:
dashboard-current-question = Pregunta actual
dashboard-answers-by-student = Respuestas por estudiante
dashboard-grid-title = Estudiantes × preguntas
dashboard-needs-js = El panel en directo necesita JavaScript.
dashboard-legend-right = correcta
dashboard-legend-partly = en parte
dashboard-legend-wrong = incorrecta
dashboard-legend-not-yet = todavía no
dashboard-legend-skipped = saltada
dashboard-legend-connected = conectado
dashboard-class-accuracy = Aciertos de la clase
dashboard-by-question = Por pregunta
dashboard-by-topic = Por tema
dashboard-rename = Cambiar el nombre
dashboard-remove = Quitar
dashboard-remove-confirm = ¿Quitar a este jugador de la partida?
dashboard-related = Para la próxima vez: cuestionarios relacionados
dashboard-delete = Eliminar esta partida
dashboard-delete-confirm = ¿Eliminar esta partida y todas sus respuestas?

## The dashboard's script (dashboard.js)
dashboard-js-reconnecting = reconectando…
dashboard-js-seconds-left = quedan %seconds s
dashboard-js-times-up = se acabó el tiempo
dashboard-js-phase-lobby = esperando a los estudiantes
dashboard-js-phase-question = pregunta abierta
dashboard-js-phase-results = mostrando los resultados
dashboard-js-phase-open = abierta: los estudiantes juegan a su ritmo
dashboard-js-phase-ended = terminada
dashboard-js-lobby-one = %count estudiante se ha unido: empiece cuando estén todos
dashboard-js-lobby-other = %count estudiantes se han unido: empiece cuando estén todos
dashboard-js-question-of = pregunta %n de %count
dashboard-js-joined-one = %count unido
dashboard-js-joined-other = %count unidos
dashboard-js-connected-one = %count conectado
dashboard-js-connected-other = %count conectados
dashboard-js-next = Siguiente
dashboard-js-finish = Finalizar: terminar la partida
dashboard-js-last-confirm = Era la última pregunta. ¿Terminar la partida para todos?
dashboard-js-answered-one = %n de %count ha respondido
dashboard-js-answered-other = %n de %count han respondido
dashboard-js-now-question-of = Pregunta %n de %count
dashboard-js-right = Correcto
dashboard-js-partly = En parte correcto
dashboard-js-wrong = Incorrecto
dashboard-js-to-mark = Por corregir
dashboard-js-student = Estudiante
dashboard-js-score = Puntuación
# A question's short name in the grid's columns: Q1, Q2…
dashboard-js-q = P%n
dashboard-js-connected = conectado
dashboard-js-not-connected = no conectado
dashboard-js-cell = %name, %question: %label
dashboard-js-cell-not-yet = todavía no
dashboard-js-cell-right = correcta
dashboard-js-cell-partly = en parte correcta
dashboard-js-cell-to-mark = por corregir
dashboard-js-cell-wrong = incorrecta
dashboard-js-cell-skipped = saltada
dashboard-js-no-topic = Sin tema
dashboard-js-server-said = El servidor respondió %status.

## Playing with a class (assign.html, play/assign.rs)
assign-title = Jugar «{ $title }»
assign-heading = Jugar con una clase
assign-class = Clase
assign-new-class-option = Una clase nueva…
assign-new-class-name = Nombre de la clase nueva
assign-new-class-hint = (solo para una clase nueva; añada la lista más tarde)
assign-how = ¿Cómo van a jugar?
assign-live = En directo
assign-live-hint = Usted hace avanzar a la clase de pregunta en pregunta, en el proyector.
assign-self-paced = A su ritmo, en clase
assign-self-paced-hint = Cada uno avanza a su velocidad mientras usted sigue el panel.
assign-homework = Tarea
assign-homework-hint = Se abre automáticamente entre las fechas de abajo.
assign-opens = Se abre
assign-due = Entrega
assign-for-homework = (tarea)
assign-scoring = Puntuación
assign-scoring-hint = Los aciertos cuentan primero; el resto lo decide usted.
assign-feedback = Mostrar las respuestas correctas y las explicaciones
assign-feedback-hint = (después de cada respuesta; en directo: cuando usted muestre los resultados)
assign-shuffle = Barajar las opciones para cada estudiante
assign-shuffle-hint = (el proyector mantiene su orden)
assign-speed-bonus = Bonificación por rapidez
assign-speed-bonus-hint = (una respuesta correcta siempre obtiene al menos la mitad)
assign-streak-bonus = Bonificación por racha
assign-timer = Temporizador por pregunta
assign-timer-default = 20 s en directo, ninguno a su ritmo ni en tareas
assign-timer-none = Ninguno (salvo que una pregunta fije uno)
assign-timer-seconds = { $seconds } s
assign-timer-minutes = { $count } min
assign-leaderboard = Clasificación
assign-leaderboard-off = Desactivada: cada estudiante solo ve su propia puntuación
assign-leaderboard-anonymous = Anónima: puestos y puntuaciones, sin nombres
assign-leaderboard-top = Los { $count } primeros, con su nombre
assign-after = Después de la partida
assign-auto-follow-ups = Enviar automáticamente las actividades de refuerzo
assign-auto-follow-ups-hint = (al terminar la partida o al vencer una tarea: cada grupo por debajo del dominio recibe su propia tarea, con las preguntas falladas y otras nuevas, con entrega en el plazo que elija abajo; puede consultarlas igualmente en el informe)
assign-unknown-keys = { $count ->
    [one] { $count } pregunta no tiene respuesta correcta.
   *[other] { $count } preguntas no tienen respuesta correcta.
}
assign-unknown-keys-lead = Sus respuestas no se pueden corregir durante la partida: le esperarán en el informe para que las corrija a mano.
assign-give-keys = Indique primero las respuestas correctas
assign-or = o:
assign-anyway = Jugar en directo de todos modos y corregirlas a mano después
assign-submit = Obtener un código de partida
assign-error-mode = Elija en directo, a su ritmo o tarea.
assign-error-unknown-keys = { $count ->
    [one] { $count } pregunta de este cuestionario no tiene respuesta correcta, así que sus respuestas no se pueden corregir en directo; le esperarán después de la partida para que las corrija a mano. Indique primero la respuesta correcta, o marque «Jugar en directo de todos modos».
   *[other] { $count } preguntas de este cuestionario no tienen respuesta correcta, así que sus respuestas no se pueden corregir en directo; le esperarán después de la partida para que las corrija a mano. Indique primero las respuestas correctas, o marque «Jugar en directo de todos modos».
}
assign-error-opens-time = La hora de apertura no es una fecha y hora válida.
assign-error-due-time = La hora de entrega no es una fecha y hora válida.
assign-error-due-before-opens = La hora de entrega debe ser posterior a la de apertura.
assign-error-class = Elija una clase.
assign-error-new-class = Elija una clase o ponga nombre a una nueva.
assign-error-no-questions = Este cuestionario no tiene preguntas que jugar.

## A teacher's action on a game refused (game.rs ControlRefusal, teacher.rs)
control-moving = Esta partida se está trasladando a otro servidor: inténtelo de nuevo en un momento.
control-ended = Esta partida ha terminado.
control-started = Esta partida ya ha empezado.
control-nothing-open = No hay ninguna pregunta abierta de la que mostrar resultados.
control-self-paced = El alumnado avanza en esta partida a su propio ritmo.
control-unknown-action = Acción desconocida: use start, reveal, next o end.
control-same-name = Otro jugador de esta partida ya tiene ese nombre.
