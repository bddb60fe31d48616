# de: classes pages (see common.ftl for the conventions): a class's page,
# its PINs, and two pages the live work passes through: deleting a quiz
# and the error page.

## A class (class.html, play/teacher.rs)
class-pins = PINs der Schüler·innen
class-mastery = Lernstand nach Thema
class-roster = Namensliste ({ $count })
class-roster-hint = ein Name pro Zeile; leer lassen, damit die Schüler·innen einen Spitznamen tippen
class-save = Speichern
class-games = Spiele dieser Klasse
class-no-games = Noch keine. Öffnen Sie ein Quiz und klicken Sie auf „Mit einer Klasse spielen“.
class-delete = Klasse löschen
class-delete-confirm = Diese Klasse, ihre Spiele und deren Ergebnisse löschen?
class-error-no-name = Geben Sie der Klasse einen Namen.
class-error-name-too-long = Ein Klassenname hat höchstens { $max } Zeichen.
class-error-student-too-long = „{ $name }“ ist länger als { $max } Zeichen.
class-error-look-alike = „{ $name }“ und „{ $other }“ sehen sich zu ähnlich: Die Schüler·innen könnten sie nicht unterscheiden. Ergänzen Sie bei einem der beiden eine Initiale.
class-error-roster-too-long = Eine Namensliste hat höchstens { $max } Namen.

## Student PINs (pins.html, play/pins.rs)
pins-title = PINs
pins-heading = PINs der Schüler·innen
pins-print-heading = { $name }: PINs
pins-pin = PIN
pins-no-roster = Diese Klasse hat keine Namensliste: Die Schüler·innen tippen einen Spitznamen, es gibt also keinen Namen, den eine PIN schützen müsste.
pins-add-names = Tragen Sie zuerst die Namen der Schüler·innen auf der Klassenseite ein.
pins-how-digits = Um einem Spiel dieser Klasse beizutreten, geben die Schüler·innen ihre PIN ein und tippen dann ihren Namen an.
pins-how-pictures = Um einem Spiel dieser Klasse beizutreten, tippen die Schüler·innen ihre vier Bilder der Reihe nach und dann ihren Namen an.
pins-how-rest = Niemand kann unter dem Namen eines Mitschülers beitreten, ohne dessen PIN zu kennen. Drucken Sie diese Seite aus (jede Karte wird ausgeschnitten und dem jeweiligen Kind gegeben) und bewahren Sie sie wie eine Klassenliste auf: Die PINs sind Geheimnisse der Klasse, keine Passwörter.
pins-print = Karten drucken
pins-stop = Keine PINs mehr abfragen
pins-renew = Neue PIN
pins-intro = Bisher kann jede Person mit dem Code eines Spiels jeden Namen der Namensliste dieser Klasse wählen. Mit PINs gibt jede Schülerin und jeder Schüler vor dem Antippen des Namens die eigene vierstellige PIN ein, so kann niemand als jemand anderes spielen.
pins-ask = PINs abfragen
pins-ask-pictures = Bilder-PINs abfragen
pins-pictures-hint = Bilder-PINs sind vier von neun Bildern (Katze, Hund, Fisch, Frosch, Eule, Biene, Baum, Stern, Apfel), der Reihe nach angetippt, für Kinder, die noch keine Zahlen lesen. Sie sind leichter zu erraten als vier Ziffern (6.561 gegenüber 10.000), achten Sie also darauf, wer beitritt.
pins-picture-cat = Katze
pins-picture-dog = Hund
pins-picture-fish = Fisch
pins-picture-frog = Frosch
pins-picture-owl = Eule
pins-picture-bee = Biene
pins-picture-tree = Baum
pins-picture-star = Stern
pins-picture-apple = Apfel
pins-error-ask = Schalten Sie die PINs ein oder aus.
pins-error-not-asked = Diese Klasse fragt keine PINs ab: Schalten Sie sie zuerst ein.

## Deleting a quiz (delete.html)
delete-title = { $title } löschen
delete-heading = „{ $title }“ löschen?
delete-lead = { $count ->
    [one] Seine einzige Frage ist dann endgültig weg. Laden Sie es vorher herunter, falls Sie es noch einmal brauchen könnten.
   *[other] Seine { $count } Fragen sind dann endgültig weg. Laden Sie es vorher herunter, falls Sie es noch einmal brauchen könnten.
}
delete-confirm = Quiz löschen
delete-keep = Behalten

## The error page (error.html, error.rs)
error-status = Fehler { $status }
error-home = Zu meinen Quizzen
error-heading-not-found = Nicht gefunden
error-heading-bad-csrf = Formular abgelaufen
error-heading-conflict = Inzwischen geändert
error-heading-too-large = Zu groß
error-heading-invalid = Nicht verwendbar
error-heading-too-many-attempts = Zu viele Versuche
error-heading-too-many-requests = Zu viele Anfragen
error-heading-busy = Ausgelastet
error-heading-other = Etwas ist schiefgegangen
error-not-found = Nicht gefunden. Es wurde vielleicht gelöscht oder gehört zu einem anderen Konto.
error-bad-csrf = Dieses Formular ist abgelaufen oder stammt nicht von quizforge. Gehen Sie zurück, laden Sie die Seite neu und versuchen Sie es noch einmal.
error-too-large = Das ist mehr als { $megabytes } MB. Teilen Sie das Dokument auf oder fügen Sie nur den benötigten Teil ein.
error-busy = quizforge liest gerade andere Dateien. Warten Sie einen Moment und versuchen Sie es noch einmal; es ist nichts verloren gegangen.
error-too-many-attempts = Zu viele fehlgeschlagene Anmeldungen. Warten Sie { $wait } und versuchen Sie es noch einmal.
error-too-many-requests = Gerade zu viele Anfragen von hier. Warten Sie { $wait } und versuchen Sie es noch einmal.
error-internal = Bei uns ist etwas schiefgegangen. Ihre letzte Änderung wurde vielleicht nicht gespeichert; laden Sie die Seite neu, um das zu prüfen.
error-wait-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
error-wait-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
