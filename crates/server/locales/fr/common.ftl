# quizforge, français.

## The shared layout (base.html)
skip-to-content = Aller au contenu
nav-new-quiz = Nouveau quiz
nav-my-quizzes = Mes quiz
nav-classes = Classes
nav-games = Parties
nav-library = Bibliothèque
nav-change-password = Changer le mot de passe
nav-sign-out = Se déconnecter
nav-join = Rejoindre une partie
nav-discover = Découvrir
nav-sign-in = Se connecter
nav-sign-up = Créer un compte
nav-account = Compte
footer = quizforge tourne sur la machine de votre établissement. Aucun service d'IA ne voit vos documents.

## Joining (join.html)
join-title = Rejoindre une partie
join-lead = Tape le code affiché par ton professeur.
join-code-label = Code de la partie
join-code-hint = Six lettres et chiffres, comme K7M2QX.
join-button = Rejoindre

## Refusals on the join and name pages (refusal.rs)
refusal-ended = Cette partie est terminée.
refusal-empty = tape un nom
refusal-too-long = un nom a au plus { $max } caractères
refusal-offensive = choisis un autre nom, s'il te plaît
refusal-pick-name = Choisis ton nom dans la liste.
refusal-taken = Quelqu'un dans cette partie a déjà ce nom. Si c'est toi sur un autre appareil, demande à ton professeur.
refusal-wrong-pin = Ce code PIN ne va pas avec ce nom. Tape le code PIN de la carte que ton professeur t'a donnée, puis touche ton nom.
code-look-alikes = Les codes de partie n'utilisent jamais 0, 1, I, L ni O, pour qu'on ne puisse pas les confondre ; tu as tapé { $chars }. Regarde de nouveau le code à l'écran.
code-not-used = Un code de partie n'a que des lettres et des chiffres ; { $chars } n'en fait pas partie.
code-length = Un code de partie a { $length } lettres et chiffres ; tu en as tapé { $count }.
code-shape = Un code de partie a { $length } lettres et chiffres, comme K7M2QX.
code-no-game = Il n'y a pas de partie avec le code { $code }. Vérifie-le avec ton professeur.
code-game-ended = La partie { $code } est terminée. Demande à ton professeur le code d'une nouvelle partie.
list-and = et

## Your name (name.html)
name-game = Partie { $code }
name-label = Ton nom
name-hint = Le nom que ton professeur verra, { $max } caractères au plus. Sois bienveillant.
name-who = Qui es-tu ?
name-playing = (en jeu)
name-already-playing = Déjà en jeu
name-not-listed = Tu n'es pas dans la liste ? Demande à ton professeur.
pin-label = Ton code PIN
pin-hint = Les quatre chiffres de la carte que ton professeur t'a donnée. Tape-les, puis touche ton nom.
pin-pictures-hint = Touche tes quatre images dans l'ordre de ta carte, puis touche ton nom.
pin-clear = Recommencer
# %n and %max are filled in while the name is typed (app.js).
name-count = %n caractères sur %max
name-too-long = %max caractères au plus : ce nom en a %n.

## Playing (play.html)
play-connecting = Connexion…
play-connecting-game = Connexion à ta partie…

## The play screen (play.js): %name, %right… are filled in by the script
play-js-connected = Connecté
play-js-reconnecting = Reconnexion…
play-js-in = Tu es dans la partie.
play-js-in-named = Tu es dans la partie, %name.
play-js-waiting-start = En attente du lancement par ton professeur.
play-js-removed = Ton professeur t’a retiré de cette partie.
play-js-join-again = Rejoindre à nouveau
play-js-left = Sorti
play-js-tick-all = Coche toutes les bonnes réponses, puis envoie.
play-js-send = Envoyer
play-js-your-answer = Ta réponse
play-js-your-number = Ta réponse (un nombre)
play-js-type-number = Tape un nombre, comme 12 ou 3,5.
play-js-choose = Choisir…
play-js-order = Mets-les dans l’ordre, le premier en haut, puis envoie.
play-js-cannot-answer = On ne peut pas répondre ici à ce genre de question.
play-js-sending = Envoi…
play-js-answer-sent = Réponse envoyée
play-js-saved = Enregistré.
play-js-saved-wait = Enregistré. Attends que ton professeur montre les résultats.
play-js-right = Juste !
play-js-partly = En partie juste
play-js-teacher-marks = Ton professeur corrigera celle-ci
play-js-not-this-time = Pas cette fois
play-js-no-answer = Pas de réponse
play-js-no-key-yet = Ton professeur n’a pas encore donné la réponse.
play-js-answer = Réponse :
play-js-next = Suivante
play-js-time-up = Le temps est écoulé
play-js-look-at-board = Regarde le tableau.
play-js-well-done = Bravo !
play-js-all-done = Terminé !
play-js-right-of = %right sur %questions justes
play-js-rank = Ton classement : %rank sur %players.
play-js-you = Toi
play-js-classmate = Un camarade
play-js-look-again = À revoir
play-js-seconds-left = %seconds s restantes
play-js-times-up = Temps écoulé
play-js-points-one = %points point
play-js-points-other = %points points
play-js-question-of = Question %n sur %count
play-js-move-up = Monter « %item »
play-js-move-down = Descendre « %item »
play-js-skip = Passer (je ne sais pas)
# An answer refused (protocol::Rejection, by its JSON name)
play-js-rejected-late = Le temps était écoulé avant que ta réponse arrive.
play-js-rejected-not_open = Cette question n’est pas ouverte.
play-js-rejected-closed = Cette partie n’accepte pas de réponses pour l’instant.
play-js-rejected-invalid = Cette réponse ne correspond pas à la question.
play-js-rejected-removed = Ton professeur t’a retiré de cette partie.
play-js-rejected-not_saved = Ta réponse n’a pas été enregistrée. Nouvel envoi…
play-needs-js = Cette partie a besoin de JavaScript. Active-le, ou demande une version papier à ton professeur.

## Signing in and up (signin.html)
signin-lead = Bon retour parmi nous.
signin-new-here = Nouveau ici ?
signin-make-account = Créer un compte
signup-title = Créez votre compte d'enseignant
signup-lead = Vos quiz restent sur ce serveur, visibles de vous seul.
signup-password-hint = Au moins { $min } caractères.
signup-have-account = Vous avez déjà un compte ?
account-email = Adresse e-mail
signup-ready = Si cette adresse n'avait pas de compte, elle en a un maintenant : connectez-vous avec. Si elle en avait déjà un, connectez-vous avec le mot de passe de ce compte.
account-password = Mot de passe

## Making a quiz (make.html)
make-title = Créer un quiz
make-paste = Collez vos notes, une fiche d'exercices ou un glossaire
make-placeholder =
    1. Quelle est la capitale de la France ?
    A) Rome
    B) Paris
    Réponse : B
make-file = …ou choisissez un fichier
make-file-hint = PDF, Word (DOCX), PowerPoint (PPTX), OpenDocument, HTML, Markdown, texte, GIFT, Aiken ou Moodle XML, jusqu'à { $megabytes } Mo. Un fichier remplace le texte ci-dessus.
make-count = Questions
make-js-too-large = Ce fichier dépasse %megabytes Mo. Collez plutôt la partie dont vous avez besoin.
make-button = Créer le quiz

## My quizzes and the landing page (home.html)
home-welcome = Bienvenue
home-search = Chercher par titre
home-search-button = Chercher
home-search-clear = Effacer
home-empty-title = Pas encore de quiz
home-empty-lead = Collez une fiche d'exercices, vos notes ou un ancien contrôle, et obtenez un quiz en une seconde.
home-first-quiz = Créer votre premier quiz
home-no-match = Aucun quiz n'a « { $search } » dans son titre.
home-questions = { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
home-need-answer = { $count ->
    [one] { $count } à compléter
   *[other] { $count } à compléter
}
home-changed = modifié le { $date }
home-open = Ouvrir
home-play = Jouer
home-download = Télécharger
home-copy = Copier
home-delete = Supprimer
home-hero-title = Faites de vos propres supports un quiz digne de confiance.
home-hero-lead = Collez une fiche d'exercices, un ancien contrôle, ou un fichier GIFT ou Aiken. quizforge trouve chaque question, montre d'où elle vient et n'invente jamais de corrigé : ce que le document ne dit pas vous est signalé pour que vous décidiez.
home-point-fast = En une seconde.
home-point-fast-text = Pas d'attente, pas de service d'IA, rien ne quitte ce serveur.
home-point-checked = Vérifié par vous.
home-point-checked-text = Chaque question à côté de son passage, l'expression clé soulignée.
home-point-yours = À emporter.
home-point-yours-text = Téléchargez en GIFT pour Moodle, Aiken, Markdown ou JSON.
notice-quiz-deleted = Quiz supprimé.
notice-made = Votre quiz est prêt. Vérifiez chaque question en la comparant à son passage.
notice-short = Votre quiz est prêt, avec moins de questions que demandé : le document n'en contenait pas davantage qui puissent être bien posées. Les questions écrites mais mises de côté sont proposées sous le quiz, et « Pourquoi ces questions ? » montre ce qui a été fait de chaque phrase.
notice-short-bare = Votre quiz est prêt, avec moins de questions que demandé : le document n'en contenait pas davantage qui puissent être bien posées. « Pourquoi ces questions ? » montre ce qui a été fait de chaque phrase.
notice-empty = Aucune question n'a été trouvée dans ce document. Ajoutez des questions à la main ci-dessous, ou faites le quiz à partir d'un autre document.
notice-saved = Enregistré.
notice-sharing-saved = Partage enregistré.
notice-title = Titre enregistré.
notice-deleted = Question supprimée.
notice-duplicated = Question dupliquée.
notice-moved = Question déplacée.
notice-added = Question ajoutée. Remplissez-la ci-dessous.
notice-more = Nouvelles questions ajoutées à la fin.
notice-suggestion-added = Suggestion ajoutée au quiz, à l'endroit où son passage figure dans le document.
notice-suggestion-dismissed = Suggestion écartée.
notice-nomore = Il n'y a plus de questions à tirer de ce document.
notice-copied = Ceci est votre copie. L'original n'a pas changé.
notice-conflict = Ce quiz a changé depuis le chargement de la page (dans un autre onglet, ou un bouton pressé deux fois) : rien n'a été fait. Voici la dernière version : vérifiez-la et réessayez.
notice-image-added = L’image a été ajoutée. Les élèves la voient avec la question, et lisent sa description s’ils ne peuvent pas la voir.
notice-image-needs-alt = L’image n’a pas été ajoutée : dites ce qu’elle montre, pour les élèves qui ne peuvent pas la voir.
notice-image-none = L’image n’a pas été ajoutée : choisissez une image, collez-en une ou donnez son adresse.
notice-image-refused = L’image n’a pas pu être gardée : donnez une image PNG, JPEG, GIF ou WebP (pas SVG) de 16 Mo au plus, à une adresse que le serveur peut joindre.
notice-image-too-large = L’image n’a pas été ajoutée : elle dépasse 16 Mo. Donnez une image plus petite.

## Classes (classes.html)
classes-lead = Une classe, ce sont les élèves qui jouent vos quiz. Donnez-lui une liste d'élèves : chacun choisira son nom au lieu de le taper.
classes-no-roster = pas de liste : les élèves tapent un pseudo
classes-students = { $count ->
    [one] { $count } élève
   *[other] { $count } élèves
}
classes-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
classes-new = Nouvelle classe
classes-name = Nom
classes-name-example = 4e B Histoire
classes-roster = Liste des élèves
classes-roster-hint = (facultatif : un nom par ligne)
classes-make = Créer la classe

## Games (assignments.html)
games-empty-title = Pas encore de partie
games-empty-lead = Ouvrez un quiz et appuyez sur « Jouer avec une classe ».
games-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
games-code = code
games-dashboard = Tableau de bord
mode-live = en direct
mode-self_paced = à son rythme
mode-homework = devoir
phase-lobby = salle d'attente
phase-question = question
phase-results = résultats
phase-open = ouverte
phase-ended = terminée

## The account page (password.html)
password-title = Changer votre mot de passe
password-changed = Mot de passe changé. Vos autres sessions et jetons d'API ont été déconnectés.
password-current = Mot de passe actuel
password-new = Nouveau mot de passe
language-title = Langue de vos pages
language-saved = Langue enregistrée.
language-label = Langue
language-browser = La langue de votre navigateur
language-hint = Les pages déjà traduites la suivent ; les autres sont en anglais pour l'instant. Les pages des élèves suivent le navigateur de chaque élève.
language-save = Enregistrer la langue
tokens-title = Jetons d'API
tokens-revoked = Jeton révoqué : il ne fonctionne plus.
tokens-none = Aucun jeton d'API. Les programmes en obtiennent un par POST /api/v1/tokens ; chacun expire après 90 jours.
tokens-line = Jeton { $id } : créé le { $made }, expire le { $expires }
tokens-revoke-confirm = Révoquer ce jeton ? Les programmes qui l'utilisent cesseront de fonctionner.
tokens-revoke = Révoquer

## Dates and times (zone.rs): a day, its month's short name, the year
date = { $day } { $month } { $year }
date-time = { $date }, { $time } { $zone }
month-1 = janv.
month-2 = févr.
month-3 = mars
month-4 = avr.
month-5 = mai
month-6 = juin
month-7 = juil.
month-8 = août
month-9 = sept.
month-10 = oct.
month-11 = nov.
month-12 = déc.

## Refusals of a form, said in the page's language (AppError::said)
account-email-invalid = Saisissez une adresse e-mail, comme nom@ecole.fr.
account-password-blank = Choisissez un mot de passe qui contienne autre chose que des espaces.
account-password-short = Choisissez un mot de passe d’au moins { $min } caractères.
account-password-long = Ce mot de passe est trop long.
account-password-common = Ce mot de passe fait partie des premiers que les attaquants essaient. Choisissez-en un autre : quelques mots sans rapport entre eux en font un bon.
make-refused-nothing = Collez d’abord du texte ou choisissez un fichier.
make-refused-no-text = Ce fichier ne contient pas de texte. Choisissez un autre fichier, ou collez le texte.
make-refused-text-too-much = Ce texte fait { $size } Mo ; quizforge crée un quiz à partir de { $limit } Mo au plus à la fois. Découpez-le, ou collez seulement la partie utile.
make-refused-file-too-much = Ce fichier contient { $size } Mo de texte ; quizforge crée un quiz à partir de { $limit } Mo au plus à la fois. Découpez-le, ou collez seulement la partie utile.
make-refused-text-unusable = Ce texte ne peut pas être utilisé : { $why }. Ouvrez-le, copiez son texte et collez-le plutôt dans la zone.
make-refused-file-unusable = Ce fichier ne peut pas être utilisé : { $why }. Ouvrez-le, copiez son texte et collez-le plutôt dans la zone.
make-refused-no-source = Ce quiz n’a pas été fait à partir d’un document : il n’y a rien d’autre à en tirer.
mark-points-number = Les points doivent être un nombre, comme 1 ou 0,5.
mastery-bands-percent = Les seuils sont des pourcentages, comme 50 et 80.
language-refused = Choisissez une des langues proposées, ou celle de votre navigateur.
review-no-revision = Il manque au formulaire la version du quiz.
review-choose-kind = Choisissez un type de question.

## A quiz whose document names no title (quizzes.rs)
quiz-untitled = Quiz sans titre
