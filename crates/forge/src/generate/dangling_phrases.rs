//! The phrases by which a sentence points at something outside itself,
//! in the languages the forge reads: a list of data, kept apart from the
//! checks of `elsewhere.rs` that use it.

/// Words that point at something outside the sentence ("this chapter",
/// "shown below"), found in its lower-cased text.
pub(super) const DANGLING: &[&str] = &[
    "this article",
    "this chapter",
    "this section",
    "this unit",
    "this lesson",
    "this page",
    "the above",
    // "In the case of the former, locations are simply defined and
    // described by name" (unseen set 99, C2 for both raters): one of two
    // things the sentence before named. Not "the former Soviet Union".
    "the former,",
    "the former.",
    "the former is ",
    "the former are ",
    "the former was ",
    "the former were ",
    "the latter,",
    "the latter.",
    "the latter is ",
    "the latter are ",
    "the latter was ",
    "the latter were ",
    "the following",
    "discussed above",
    "mentioned above",
    "described above",
    "noted above",
    "discussed earlier",
    // "… the macro equivalent of the frustration/scapegoat theory already
    // discussed" (unseen set 120, both raters: C2).
    "already discussed",
    "already described",
    "already mentioned",
    "just discussed",
    "just described",
    "just mentioned",
    "just listed",
    "mentioned earlier",
    "described earlier",
    "discussed later",
    "recall from",
    "recall that",
    "previous section",
    "previous chapter",
    // "The Pharmacologic Treatment of Heart Failure section will pertain
    // to …" (unseen set 70, both raters: C2, C7): what the book does next.
    "section will",
    "chapter will",
    "next section",
    "next chapter",
    "later section",
    "later chapter",
    "earlier section",
    "earlier chapter",
    "as we saw",
    "as we have seen",
    "in the chapter",
    // "From the association chapter, who likened …" (unseen set 93).
    " chapter, ",
    "this book",
    " here.",
    " here,",
    // "What Bem suggests here is known as p-hacking" (unseen set 107,
    // both raters: C2): a passage the student has not got.
    "suggests here",
    "argues here",
    "described here",
    "discussed here",
    "presented here",
    "outlined here",
    "shown here",
    "considered here",
    // "From below, the underlying network …" (unseen set 108, both
    // raters: C2): one of two sides the sentence before set up.
    "from below,",
    "from above,",
    "the reverse",
    // "The direction in question is often called the solid angle"
    // (unseen set 95): the one the sentence before spoke of. Not
    // "alterations in question wording": the words after tell which.
    " in question is ",
    " in question are ",
    " in question was ",
    " in question were ",
    " in question has ",
    " in question had ",
    " in question,",
    " in question.",
    "the opposite",
    "for now",
    "simply know",
    "shown below",
    "shown above",
    // "In the example above, a disruptive technology might be …", "If
    // correct, then …" (unseen set 30): what they take up is elsewhere.
    "example above",
    "example below",
    // "… because of competition, as the Dell/Apple example shows" (unseen
    // set 121): an example the student has not got.
    "example shows",
    "example illustrates",
    "example demonstrates",
    "example suggests",
    "examples show",
    "examples illustrate",
    "examples demonstrate",
    "examples suggest",
    // "Recall the second story from the chapter introduction …", "The
    // first sentence reads, in full: …" (unseen set 122, both raters:
    // C2): a story and a quotation the student has not got.
    "chapter introduction",
    "sentence reads",
    "according to the article",
    "the article says",
    "the excerpt",
    // "… the presentation of antigens can occur as described." (unseen
    // set 38): described somewhere the student has not got.
    "as described.",
    "as described,",
    "as discussed.",
    "as discussed,",
    "as mentioned.",
    "as mentioned,",
    "described previously",
    "discussed previously",
    "mentioned previously",
    // "Header rows themselves may need additional explanation as
    // previously illustrated." (unseen set 99, found after its rating):
    // the illustration is elsewhere in the book.
    "as previously ",
    "illustrated previously",
    "shown previously",
    "noted previously",
    "stated previously",
    "illustrated above",
    "illustrated earlier",
    "shown earlier",
    "noted earlier",
    "stated earlier",
    "as illustrated.",
    "as illustrated,",
    "as shown.",
    "as shown,",
    "will be discussed",
    "will be described",
    "is discussed in",
    "are discussed in",
    "is described in",
    "are described in",
    // "There is another reason the speed of light is …", "… the
    // historical perspectives described in the preceding section" (unseen
    // set 41): the first reason, the section, are elsewhere.
    "another reason",
    "the preceding",
    "if correct,",
    "if so,",
    "if true,",
    // "… das sieht man auch gut auf dem Satellitenbild rechts." (unseen
    // set 46): a picture the student has not got.
    "bild rechts",
    "bild links",
    "bild oben",
    "bild unten",
    "foto rechts",
    "foto links",
    "karte rechts",
    "karte links",
    "auf dem bild",
    "auf diesem bild",
    "auf dem foto",
    "auf diesem foto",
    "in der abbildung",
    "auf der abbildung",
    "siehst du",
    // "Although the bolded passage is the wrong definition of a p-value
    // …" (unseen set 105, both raters: C2): pasted as plain text, the
    // bold, the italics and the highlighting are gone.
    "the bolded ",
    "in bold ",
    "in bold.",
    "in bold,",
    "the highlighted ",
    "the italicized ",
    "the italicised ",
    "in italics",
    "the underlined ",
    "cet article",
    "ce chapitre",
    "ci-dessous",
    "ci-dessus",
];
