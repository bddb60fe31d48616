#!/usr/bin/env python3
"""Writes crates/forge/data/given-names.txt from the 1990 US Census
first-name tables shipped in the PyPI package `names` 0.3.0.

usage: given-names.py PATH/TO/names-0.3.0/names > crates/forge/data/given-names.txt

One line a name, lower case, sorted (`LC_ALL=C`): `name<TAB>f`, `name<TAB>m`,
or `name<TAB>-` when the name is on both tables and its commoner use is
less than twenty times the other ("casey", "jean")."""
import os
import sys

folder = sys.argv[1]


def load(name):
    shares = {}
    with open(os.path.join(folder, name)) as table:
        for line in table:
            fields = line.split()
            if fields:
                shares[fields[0].lower()] = float(fields[1])
    return shares


female = load('dist.female.first')
male = load('dist.male.first')
for name in sorted(set(female) | set(male), key=lambda n: n.encode()):
    f, m = female.get(name, 0.0), male.get(name, 0.0)
    if f > 0 and m > 0 and max(f, m) < 20 * min(f, m):
        gender = '-'
    else:
        gender = 'f' if f > m else 'm'
    print(f'{name}\t{gender}')
