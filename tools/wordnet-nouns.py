#!/usr/bin/env python3
"""Builds crates/forge/data/wordnet-nouns.txt from WordNet 3.0 (Debian
package wordnet-base): each English noun (one or two words) with the
lexicographer classes (supersenses) of its three commonest senses, the
commonest first, and the other parts of speech WordNet knows it as. Run: python3 tools/wordnet-nouns.py
[/usr/share/wordnet] > crates/forge/data/wordnet-nouns.txt"""
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/wordnet"
LEX = {3: "tops", 4: "act", 5: "animal", 6: "artifact", 7: "attribute", 8: "body",
       9: "cognition", 10: "communication", 11: "event", 12: "feeling", 13: "food",
       14: "group", 15: "location", 16: "motive", 17: "object", 18: "person",
       19: "phenomenon", 20: "plant", 21: "possession", 22: "process", 23: "quantity",
       24: "relation", 25: "shape", 26: "state", 27: "substance", 28: "time"}

def lemmas(pos):
    out = {}
    with open(f"{root}/index.{pos}", encoding="latin-1") as f:
        for line in f:
            if line.startswith(" "):
                continue
            parts = line.split()
            lemma, synset_cnt, p_cnt = parts[0], int(parts[2]), int(parts[3])
            offsets = parts[4 + p_cnt + 2:]
            out[lemma] = offsets
    return out

nouns = lemmas("noun")
others = {p: set(lemmas(p)) for p in ("verb", "adj", "adv")}
data = open(f"{root}/data.noun", "rb").read()

rows = []
for lemma, offsets in nouns.items():
    words = lemma.split("_")
    if len(words) > 2 or not all(w.replace("-", "").replace("'", "").isalpha() for w in words):
        continue
    classes = []
    for offset in offsets[:3]:
        offset = int(offset)
        lexfile = LEX[int(data[offset:offset + 40].split()[1])]
        if lexfile not in classes:
            classes.append(lexfile)
    pos = "".join(c for c, p in (("v", "verb"), ("a", "adj"), ("r", "adv")) if lemma in others[p])
    rows.append((lemma.replace("_", " "), ",".join(classes), pos))
rows.sort(key=lambda r: r[0].encode())
for word, cls, pos in rows:
    print(f"{word}\t{cls}\t{pos}" if pos else f"{word}\t{cls}")
