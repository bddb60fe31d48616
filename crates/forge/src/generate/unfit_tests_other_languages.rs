//! Sentences in French, Spanish and German that lean on the one before
//! or stand alone (`unfit.rs`).

use super::*;

#[test]
fn spanish_and_german_sentences_that_lean_on_the_one_before() {
    for (text, lang) in [
        (
            "Se trata simplemente de una barra magnética delgada suspendida en su centro.",
            Lang::Es,
        ),
        (
            "Una vez más, no hay ningún principio subyacente que lo obligue.",
            Lang::Es,
        ),
        (
            "Así, la carga de un catión es igual al número de grupo.",
            Lang::Es,
        ),
        (
            "Esta observación se expresa en la ley de conservación de la energía.",
            Lang::Es,
        ),
        (
            "Zwei Jahre später hörte Varus von einem kleinen Aufstand bei den Germanen.",
            Lang::De,
        ),
        (
            "Das lag unter anderem an Reisen von Archäologen nach Ägypten.",
            Lang::De,
        ),
        // Unseen set 45: "also", "even worse", "an exception", "es".
        (
            "Auch das Coronavirus kann zu einer Infektionskrankheit führen.",
            Lang::De,
        ),
        (
            "Noch schlimmer ist es mit Nahrungsmitteln aus fernen Ländern.",
            Lang::De,
        ),
        (
            "Eine Ausnahme bilden zum Beispiel die Niederlande mit ihren Gasfeldern.",
            Lang::De,
        ),
        (
            "In Japan ist es nur etwa eine von hundert Geburten.",
            Lang::De,
        ),
        // Unseen set 47: a reason, an order, more of the same, "diese".
        (
            "Denn die Muslime und die Hindus wollten einen eigenen Staat.",
            Lang::De,
        ),
        (
            "In den Jahren nach 1989 kam es deshalb zu Bürgerkriegen.",
            Lang::De,
        ),
        (
            "Es gibt viele weitere Beispiele für Kreisbewegungen.",
            Lang::De,
        ),
        (
            "Zum Schluss reißt es sich Daunenfedern aus dem Bauch.",
            Lang::De,
        ),
        (
            "Besonders in den katholischen Kantonen regte sich Widerstand gegen diese Verfassungsänderungen.",
            Lang::De,
        ),
        // Unseen set 50: both, them, the one of two, through it, there.
        (
            "Beides sind Flüssigkeiten, die man aus Erdöl herstellt.",
            Lang::De,
        ),
        (
            "In ihnen wird flüssiger oder auch fester Treibstoff verbrannt.",
            Lang::De,
        ),
        ("Der eine Hauptgrund ist fehlender Regen.", Lang::De),
        (
            "Im Norden kommt dadurch der Erdboden zum Vorschein.",
            Lang::De,
        ),
        (
            "Was die Archäologie und Geschichtswissenschaft herausgefunden haben, wird dort gut erklärt.",
            Lang::De,
        ),
        (
            "Andere Schatzsucher hingegen graben das Gefundene selbst aus.",
            Lang::De,
        ),
        // Unseen set 48: against, beside or above what came before.
        ("Doch bald schon begann der Vietnamkrieg.", Lang::De),
        (
            "Andere Ausdrücke sind Singspiel und Musiktheater.",
            Lang::De,
        ),
        (
            "Am bekanntesten sind die Steinkorallen, die Korallenriffe bilden können.",
            Lang::De,
        ),
        // Unseen set 46: a place, a thing, a time or a list before.
        (
            "Schon im Altertum legten dort die Menschen Kanäle zur Bewässerung an.",
            Lang::De,
        ),
        (
            "Es gibt dazu viele Merksprüche mit den Wortanfängen N O S W.",
            Lang::De,
        ),
        (
            "Seitdem leben vor allem im Nordosten viele Menschen, die sich als Briten sehen.",
            Lang::De,
        ),
        (
            "Hauptsächlich ist das ein Streifen entlang dem Nil.",
            Lang::De,
        ),
        ("Manchmal liegt es an der Umwelt oder am Klima.", Lang::De),
        // "Das sind Anhänger …": a verb after it, so no article.
        (
            "Das sind Anhänger einer Freikirche aus der Zeit der Reformation.",
            Lang::De,
        ),
        (
            "Die anderen Teile von Großbritannien sind Schottland, Wales und Nordirland.",
            Lang::De,
        ),
        (
            "Sein Fell ist grau oder leicht bräunlich mit schwarzen Flecken.",
            Lang::De,
        ),
        // Unseen set 20.
        (
            "Die Fahrgäste stehen aber die ganze Zeit fest auf dem Boden.",
            Lang::De,
        ),
        // Unseen set 35.
        ("Der kleinste Teil liegt jedoch in den Alpen.", Lang::De),
        (
            "Das Seil und die Fahrzeuge können dabei in der Luft hängen.",
            Lang::De,
        ),
        (
            "Ein Verbrecher beispielsweise sollte auch in den anderen Kantonen verfolgt werden können.",
            Lang::De,
        ),
        (
            "Dazwischen liegt ein dünneres Zugseil, das die Kabinen zieht.",
            Lang::De,
        ),
    ] {
        assert!(
            matches!(
                unfit(text, lang, &Furniture::default()),
                Some(Unfit::StartsWithReference | Unfit::PointsBack)
            ),
            "{text}"
        );
    }
    for (text, lang) in [
        (
            "Un láser es un dispositivo que emite luz coherente y monocromática.",
            Lang::Es,
        ),
        (
            "Die Niederlage im Teutoburger Wald war ein großer Schock für die Römer.",
            Lang::De,
        ),
        (
            "Das grüne Chlorophyll nimmt die Energie des Sonnenlichts auf.",
            Lang::De,
        ),
        // Unseen set 21.
        (
            "Es gibt auch chemische Mittel, mit denen man Rost entfernen kann.",
            Lang::De,
        ),
        ("Es ist schwierig, Rost vom Eisen zu entfernen.", Lang::De),
        (
            "Bei Stuhlbeinen und anderen Möbelstücken verwendet man gerne Chrom.",
            Lang::De,
        ),
        // A late "dort" after the place it stands for.
        (
            "Die Weltwirtschaftskrise begann im Jahr 1929 in den USA, als dort plötzlich die Aktienkurse abstürzten.",
            Lang::De,
        ),
        // "dort, wo …" names its place after.
        (
            "Murmeltiere leben dort, wo der Boden im Winter nicht gefriert.",
            Lang::De,
        ),
        // "Am ersten Tag": a date, no comparison.
        (
            "Am ersten Schultag bekommen die Kinder eine Schultüte.",
            Lang::De,
        ),
    ] {
        assert_eq!(unfit(text, lang, &Furniture::default()), None, "{text}");
    }
}

#[test]
fn french_ce_points_back_unless_it_opens_a_cleft() {
    let unfit = |text: &str| unfit(text, Lang::Fr, &Furniture::default());
    for text in [
        "C'est une cathédrale brabançonne en forme de croix latine.",
        "C’est une grande ville portuaire au bord de l’Escaut.",
        "Le lanceur pourrait alors larguer à ce moment-là un satellite en orbite.",
        "Jupiter et Saturne en ont beaucoup.",
    ] {
        assert!(
            matches!(
                unfit(text),
                Some(Unfit::StartsWithReference | Unfit::PointsBack)
            ),
            "{text}"
        );
    }
    for text in [
        "C'est en 1789 que les révolutionnaires prennent la Bastille.",
        "Le roi sait ce que les paysans pensent de la nouvelle taxe.",
        "Le roi sait ce qu’il doit aux paysans de toute la région.",
        "Le satellite reste en orbite autour de la Terre pendant dix ans.",
    ] {
        assert_eq!(unfit(text), None, "{text}");
    }
}

#[test]
fn a_german_es_that_stands_for_a_clause_after_it_is_no_pointer() {
    let unfit = |text: &str| unfit(text, Lang::De, &Furniture::default());
    // A later "diese" without its noun takes up one of its own sentence.
    assert_eq!(
        unfit("Die Ente setzt sich so auf die Eier, dass diese genau unter dem Brutfleck liegen."),
        None
    );
    assert_eq!(
        unfit("Heute ist es wichtig, im Winter Energie zu sparen."),
        None
    );
    assert_eq!(
        unfit("Am 26. April 1986 kam es zum schwersten Unfall in einem Atomkraftwerk."),
        None
    );
    assert_eq!(
        unfit("Auf der ganzen Welt ist es üblich, dass Kinder zur Schule gehen."),
        None
    );
    // After a colon, "damit" takes up the clause before it.
    assert_eq!(
        unfit(
            "Viele Katholiken nennen sich Nationalisten: Damit ist gemeint, dass sie Nordirland lieber als Teil Irlands sehen."
        ),
        None
    );
    // "ist das Land": an article with its noun.
    assert_eq!(
        unfit("Seit 1922 ist das Land ein Teil des Vereinigten Königreichs."),
        None
    );
}
