# fr: classes pages (see common.ftl for the conventions): a class's page,
# its PINs, and two pages the live work passes through: deleting a quiz
# and the error page.

## A class (class.html, play/teacher.rs)
class-pins = Codes PIN des élèves
class-mastery = Maîtrise par thème
class-roster = Liste des élèves ({ $count })
class-roster-hint = un nom par ligne ; laissez vide pour que les élèves tapent un pseudo
class-save = Enregistrer
class-games = Parties de cette classe
class-no-games = Aucune pour l'instant. Ouvrez un quiz et appuyez sur « Jouer avec une classe ».
class-delete = Supprimer la classe
class-delete-confirm = Supprimer cette classe, ses parties et leurs résultats ?
class-error-no-name = Donnez un nom à la classe.
class-error-name-too-long = Un nom de classe a au plus { $max } caractères.
class-error-student-too-long = « { $name } » dépasse { $max } caractères.
class-error-look-alike = « { $name } » et « { $other } » se ressemblent : les élèves ne pourraient pas les distinguer. Ajoutez une initiale à l'un des deux.
class-error-roster-too-long = Une liste d'élèves a au plus { $max } noms.

## Student PINs (pins.html, play/pins.rs)
pins-title = Codes PIN
pins-heading = Codes PIN des élèves
pins-print-heading = { $name } : codes PIN
pins-pin = Code PIN
pins-no-roster = Cette classe n'a pas de liste d'élèves : les élèves tapent un pseudo, il n'y a donc aucun nom à protéger par un code PIN.
pins-add-names = Ajoutez d'abord les noms des élèves sur la page de la classe.
pins-how-digits = Pour rejoindre une partie de cette classe, chaque élève tape son code PIN, puis touche son nom.
pins-how-pictures = Pour rejoindre une partie de cette classe, chaque élève touche ses quatre images dans l'ordre, puis touche son nom.
pins-how-rest = Personne ne peut entrer sous le nom d'un camarade sans le code PIN de ce camarade. Imprimez cette page (chaque carte est découpée et remise à son élève) et conservez-la comme une liste de classe : les codes PIN sont des secrets de classe, pas des mots de passe.
pins-print = Imprimer les cartes
pins-stop = Ne plus demander de code PIN
pins-renew = Nouveau code PIN
pins-intro = Aujourd'hui, toute personne qui a le code d'une partie peut choisir n'importe quel nom de la liste de cette classe. Avec les codes PIN, chaque élève tape son propre code à quatre chiffres avant de toucher son nom : personne ne peut jouer à la place d'un camarade.
pins-ask = Demander des codes PIN
pins-ask-pictures = Demander des codes PIN en images
pins-pictures-hint = Les codes PIN en images sont quatre images parmi neuf (chat, chien, poisson, grenouille, hibou, abeille, arbre, étoile, pomme), touchées dans l'ordre, pour les élèves qui ne lisent pas encore les nombres. Ils sont plus faciles à deviner que quatre chiffres (6 561 contre 10 000) : surveillez qui rejoint la partie.
pins-picture-cat = chat
pins-picture-dog = chien
pins-picture-fish = poisson
pins-picture-frog = grenouille
pins-picture-owl = hibou
pins-picture-bee = abeille
pins-picture-tree = arbre
pins-picture-star = étoile
pins-picture-apple = pomme
pins-error-ask = Activez ou désactivez les codes PIN.
pins-error-not-asked = Cette classe ne demande pas de code PIN : activez-les d'abord.

## Deleting a quiz (delete.html)
delete-title = Supprimer { $title }
delete-heading = Supprimer « { $title } » ?
delete-lead = { $count ->
    [0] Il sera supprimé définitivement. Téléchargez-le d'abord si vous risquez d'en avoir besoin.
    [one] Sa seule question disparaîtra définitivement. Téléchargez-le d'abord si vous risquez d'en avoir besoin.
   *[other] Ses { $count } questions disparaîtront définitivement. Téléchargez-le d'abord si vous risquez d'en avoir besoin.
}
delete-confirm = Supprimer le quiz
delete-keep = Le garder

## The error page (error.html, error.rs)
error-status = Erreur { $status }
error-home = Aller à mes quiz
error-heading-not-found = Introuvable
error-heading-bad-csrf = Formulaire expiré
error-heading-conflict = Modifié entre-temps
error-heading-too-large = Trop volumineux
error-heading-invalid = Impossible d'utiliser ceci
error-heading-too-many-attempts = Trop de tentatives
error-heading-too-many-requests = Trop de requêtes
error-heading-busy = Occupé
error-heading-other = Une erreur s'est produite
error-not-found = Introuvable. Cela a peut-être été supprimé, ou appartient à un autre compte.
error-bad-csrf = Ce formulaire a expiré ou ne vient pas de quizforge. Revenez en arrière, rechargez la page et réessayez.
error-too-large = Cela dépasse { $megabytes } Mo. Découpez le document, ou ne collez que la partie utile.
error-busy = quizforge est occupé à lire d'autres fichiers. Attendez un instant et réessayez ; rien n'a été perdu.
error-too-many-attempts = Trop de connexions échouées. Attendez { $wait } et réessayez.
error-too-many-requests = Trop de requêtes depuis cet endroit en ce moment. Attendez { $wait } et réessayez.
error-internal = Une erreur s'est produite de notre côté. Votre dernière modification n'a peut-être pas été enregistrée ; rechargez la page pour vérifier.
error-wait-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
error-wait-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
