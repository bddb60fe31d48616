# es: classes pages (see common.ftl for the conventions): a class's page,
# its PINs, and two pages the live work passes through: deleting a quiz
# and the error page.

## A class (class.html, play/teacher.rs)
class-pins = PIN de los estudiantes
class-mastery = Dominio por tema
class-roster = Lista de estudiantes ({ $count })
class-roster-hint = un nombre por línea; déjela vacía para que los estudiantes escriban un apodo
class-save = Guardar
class-games = Partidas de esta clase
class-no-games = Ninguna todavía. Abra un cuestionario y pulse «Jugar con una clase».
class-delete = Eliminar la clase
class-delete-confirm = ¿Eliminar esta clase, sus partidas y sus resultados?
class-error-no-name = Ponga un nombre a la clase.
class-error-name-too-long = Un nombre de clase tiene como máximo { $max } caracteres.
class-error-student-too-long = «{ $name }» tiene más de { $max } caracteres.
class-error-look-alike = «{ $name }» y «{ $other }» se parecen demasiado: los estudiantes no podrían distinguirlos. Añada una inicial a uno de ellos.
class-error-roster-too-long = Una lista tiene como máximo { $max } nombres.

## Student PINs (pins.html, play/pins.rs)
pins-title = PIN
pins-heading = PIN de los estudiantes
pins-print-heading = { $name }: PIN
pins-pin = PIN
pins-no-roster = Esta clase no tiene lista: los estudiantes escriben un apodo, así que no hay ningún nombre que proteger con un PIN.
pins-add-names = Añada primero los nombres de los estudiantes en la página de la clase.
pins-how-digits = Para unirse a una partida de esta clase, cada estudiante escribe su PIN y después toca su nombre.
pins-how-pictures = Para unirse a una partida de esta clase, cada estudiante toca sus cuatro imágenes en orden y después toca su nombre.
pins-how-rest = Nadie puede entrar con el nombre de un compañero sin el PIN de ese compañero. Imprima esta página (cada tarjeta se recorta y se entrega a su estudiante) y guárdela como una lista de clase: los PIN son secretos de clase, no contraseñas.
pins-print = Imprimir las tarjetas
pins-stop = Dejar de pedir PIN
pins-renew = PIN nuevo
pins-intro = Ahora mismo, cualquiera que tenga el código de una partida puede elegir cualquier nombre de la lista de esta clase. Con los PIN, cada estudiante escribe su propio PIN de cuatro cifras antes de tocar su nombre, así que nadie puede jugar en lugar de un compañero.
pins-ask = Pedir PIN
pins-ask-pictures = Pedir PIN con imágenes
pins-pictures-hint = Los PIN con imágenes son cuatro de nueve imágenes (gato, perro, pez, rana, búho, abeja, árbol, estrella, manzana), tocadas en orden, para los alumnos que todavía no leen números. Son más fáciles de adivinar que cuatro cifras (6561 frente a 10 000), así que vigile quién se une.
pins-picture-cat = gato
pins-picture-dog = perro
pins-picture-fish = pez
pins-picture-frog = rana
pins-picture-owl = búho
pins-picture-bee = abeja
pins-picture-tree = árbol
pins-picture-star = estrella
pins-picture-apple = manzana
pins-error-ask = Active o desactive los PIN.
pins-error-not-asked = Esta clase no pide PIN: actívelos primero.

## Deleting a quiz (delete.html)
delete-title = Eliminar { $title }
delete-heading = ¿Eliminar «{ $title }»?
delete-lead = { $count ->
    [one] Su única pregunta desaparecerá para siempre. Descárguelo primero si puede que lo necesite de nuevo.
   *[other] Sus { $count } preguntas desaparecerán para siempre. Descárguelo primero si puede que lo necesite de nuevo.
}
delete-confirm = Eliminar el cuestionario
delete-keep = Conservarlo

## The error page (error.html, error.rs)
error-status = Error { $status }
error-home = Ir a mis cuestionarios
error-heading-not-found = No encontrado
error-heading-bad-csrf = Formulario caducado
error-heading-conflict = Ha cambiado mientras tanto
error-heading-too-large = Demasiado grande
error-heading-invalid = No se puede usar
error-heading-too-many-attempts = Demasiados intentos
error-heading-too-many-requests = Demasiadas solicitudes
error-heading-busy = Ocupado
error-heading-other = Algo ha fallado
error-not-found = No encontrado. Puede que se haya eliminado o que pertenezca a otra cuenta.
error-bad-csrf = Este formulario ha caducado o no viene de quizforge. Vuelva atrás, recargue la página e inténtelo de nuevo.
error-too-large = Supera los { $megabytes } MB. Divida el documento o pegue solo la parte que necesita.
error-busy = quizforge está leyendo otros archivos en este momento. Espere un momento e inténtelo de nuevo; no se ha perdido nada.
error-too-many-attempts = Demasiados inicios de sesión fallidos. Espere { $wait } e inténtelo de nuevo.
error-too-many-requests = Demasiadas solicitudes desde aquí en este momento. Espere { $wait } e inténtelo de nuevo.
error-internal = Algo ha fallado por nuestra parte. Puede que su último cambio no se haya guardado; recargue la página para comprobarlo.
error-wait-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
error-wait-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
