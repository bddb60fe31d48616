# fr: library pages (see common.ftl for the conventions).

## The sharing panel of the review screen (library_panel.html)
library-sharing = Partage
library-based-on = D'après
library-since-deleted = supprimé depuis
library-copied = { $count ->
    [one] Copié { $count } fois
   *[other] Copié { $count } fois
}
library-played-in = { $count ->
    [one] joué dans { $count } partie
   *[other] joué dans { $count } parties
}
library-who-sees = Qui peut le voir
library-only-me = Moi seul
library-every-teacher = Tous les enseignants de ce serveur
library-anyone = Toute personne ayant le lien
library-public-page = page publique
library-subject = Matière
library-subject-suggested = Suggérée d'après les questions : { $value }
library-grade = Niveau
library-grade-suggested = Suggéré d'après la lisibilité des questions : { $value }
library-tags = Autres étiquettes, séparées par des virgules
library-save-sharing = Enregistrer le partage
library-related = Quiz apparentés
library-no-related-yours = Pas encore de quiz apparenté parmi les quiz que vous pouvez voir.
library-no-related = Pas encore de quiz apparenté.

## Why a quiz is related (library/pages.rs)
library-why-copied-from = Ce quiz en a été copié
library-why-follow-up = Un suivi créé à partir de ce quiz
library-why-cover = Tous deux traitent de { $list }
library-why-tagged = Aussi classé en { $subject }
library-why-close = Contenu proche
library-why-ask = Tous deux portent sur { $list }

## A shared quiz's page (library_quiz.html)
library-grade-of = niveau { $value }
library-copied-times = copié { $count } fois
library-public = public
library-use = Utiliser ce quiz
library-use-hint = L'utiliser en place une copie dans vos quiz, à modifier et à jouer comme vous le souhaitez ; celui-ci reste tel quel.
library-use-sign-up = Créez un compte ou connectez-vous (c'est gratuit sur ce serveur), puis revenez sur cette page pour le copier dans vos quiz.

## Searching the library (library_search.html)
library-discover-shared = Découvrir les quiz partagés
library-search-label = Chercher des quiz
library-search-placeholder = Des mots d'une question, un thème, un titre…
library-in = Dans
library-scope-school = Les miens et les partagés
library-scope-mine = Les miens seulement
library-any = Tous
library-language-en = Anglais
library-language-fr = Français
library-language-de = Allemand
library-language-es = Espagnol
library-kind = Type de question
library-length = Longueur
library-length-short = Jusqu'à 10 questions
library-length-medium = De 11 à 25
library-length-long = Plus de 25
library-played = Joué
library-played-any = N'importe quand ou jamais
library-played-month = Ces 30 derniers jours
library-played-year = Au cours de la dernière année
library-no-results = Aucun quiz visible ne correspond. Essayez avec moins de mots ou d'autres filtres.
library-view = Voir
library-yours = le vôtre ({ $visibility })
library-visibility-private = privé
library-visibility-school = établissement
library-visibility-public = public
library-shared = partagé

## Discover (discover.html)
discover-search-library = Chercher dans la bibliothèque
discover-lead-teacher = Les quiz que d'autres enseignants partagent avec l'établissement ou publiquement, par matière.
discover-lead-public = Les quiz publics créés par des enseignants sur ce serveur, par matière.
discover-empty = Rien n'est encore partagé.
discover-other = autre

## Refused tags (library/mod.rs)
library-tag-too-long = Une étiquette peut avoir au plus { $max } caractères.
library-too-many-tags = Un quiz peut avoir au plus { $max } étiquettes.
