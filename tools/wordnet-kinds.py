#!/usr/bin/env python3
"""Derives crates/forge/data/wordnet-kinds.txt from wordnet-nouns.txt.

For every WordNet sense that is the parent of some noun's commonest sense,
one line: the parent's id, then each child sense as `id:lemma|lemma`
(synonyms together), children and lemmas in byte order. The forge reads it
by binary search to offer, as wrong options, other kinds of what the key is
a kind of ("insulin" beside "thyroid hormone": both hormones).

Usage: tools/wordnet-kinds.py crates/forge/data/wordnet-nouns.txt > crates/forge/data/wordnet-kinds.txt
"""
import sys
from collections import defaultdict

children = defaultdict(lambda: defaultdict(list))
with open(sys.argv[1], encoding="utf-8") as nouns:
    for line in nouns:
        fields = line.rstrip("\n").split("\t")
        if len(fields) < 4 or not fields[3]:
            continue
        lineage = fields[3].split(",")
        if len(lineage) < 2:
            continue
        children[lineage[1]][lineage[0]].append(fields[0])

out = sys.stdout
for parent in sorted(children, key=lambda s: s.encode()):
    kids = children[parent]
    if len(kids) < 2:
        continue
    parts = [
        own + ":" + "|".join(sorted(kids[own], key=lambda s: s.encode()))
        for own in sorted(kids, key=lambda s: s.encode())
    ]
    out.write(parent + "\t" + "\t".join(parts) + "\n")
