#!/usr/bin/env python3
"""Builds crates/forge/data/wordnet-nouns.txt from WordNet 3.0 (Debian
package wordnet-base): each English noun of one or two words, with

1. the lexicographer classes (supersenses) of its three commonest senses,
   the commonest first;
2. the other parts of speech WordNet knows it as (v, a, r);
3. its commonest sense and that sense's nearest ancestors, as synset
   offsets in base 36: the sense itself, then up to three hypernyms above
   it, each at least four steps below the root ("thyroid gland" → endocrine
   gland → gland → organ). Two nouns with the same first entry are
   synonyms; two that share an ancestor are things of one kind.

Run: python3 tools/wordnet-nouns.py [/usr/share/wordnet] > crates/forge/data/wordnet-nouns.txt
"""
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/wordnet"
LEX = {3: "tops", 4: "act", 5: "animal", 6: "artifact", 7: "attribute", 8: "body",
       9: "cognition", 10: "communication", 11: "event", 12: "feeling", 13: "food",
       14: "group", 15: "location", 16: "motive", 17: "object", 18: "person",
       19: "phenomenon", 20: "plant", 21: "possession", 22: "process", 23: "quantity",
       24: "relation", 25: "shape", 26: "state", 27: "substance", 28: "time"}


def base36(n):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def lemmas(pos):
    out = {}
    with open(f"{root}/index.{pos}", encoding="latin-1") as f:
        for line in f:
            if line.startswith(" "):
                continue
            parts = line.split()
            lemma, p_cnt = parts[0], int(parts[3])
            out[lemma] = parts[4 + p_cnt + 2:]
    return out


nouns = lemmas("noun")
others = {p: set(lemmas(p)) for p in ("verb", "adj", "adv")}

# synset offset -> (lexfile, first hypernym offset or None)
synsets = {}
with open(f"{root}/data.noun", encoding="latin-1") as f:
    for line in f:
        if line.startswith(" "):
            continue
        fields = line.split(" | ")[0].split()
        offset, lexfile, w_cnt = int(fields[0]), int(fields[1]), int(fields[3], 16)
        at = 4 + 2 * w_cnt
        p_cnt = int(fields[at])
        hyper = None
        for k in range(p_cnt):
            symbol, target = fields[at + 1 + 4 * k], int(fields[at + 2 + 4 * k])
            if symbol in ("@", "@i") and hyper is None:
                hyper = target
        synsets[offset] = (lexfile, hyper)

depths = {}


def depth(offset):
    if offset not in depths:
        hyper = synsets[offset][1]
        depths[offset] = 0 if hyper is None else depth(hyper) + 1
    return depths[offset]


sys.setrecursionlimit(10000)
rows = []
for lemma, offsets in nouns.items():
    words = lemma.split("_")
    if len(words) > 2 or not all(w.replace("-", "").replace("'", "").isalpha() for w in words):
        continue
    classes = []
    for offset in offsets[:3]:
        name = LEX[synsets[int(offset)][0]]
        if name not in classes:
            classes.append(name)
    first = int(offsets[0])
    chain = [first]
    up = synsets[first][1]
    while up is not None and len(chain) < 4:
        if depth(up) < 4:
            break
        chain.append(up)
        up = synsets[up][1]
    pos = "".join(c for c, p in (("v", "verb"), ("a", "adj"), ("r", "adv")) if lemma in others[p])
    rows.append((lemma.replace("_", " "), ",".join(classes), pos, ",".join(base36(o) for o in chain)))
rows.sort(key=lambda r: r[0].encode())
for row in rows:
    print("\t".join(row))
