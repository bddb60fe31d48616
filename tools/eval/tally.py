#!/usr/bin/env python3
"""Counts what two blind raters said of each engine's questions on a set.

usage: tally.py SET_DIR ENGINE [ENGINE ...]
Reads SET_DIR/pack.json, engines.json and rate/rater_a.json, rate/rater_b.json
(see README.md). "Acceptable" counts the brief's "minor" too. Prints, per
engine and language: questions written, acceptable to A, to B and to both,
miskeyed (C3 failed by either); per engine the English acceptable-to-both
by kind and each rater's failures by criterion; and Cohen's κ over
acceptable versus not on the whole pack.
"""
import collections
import json
import sys

set_dir, engines = sys.argv[1], sys.argv[2:]
pack = {q['id']: q for q in json.load(open(f'{set_dir}/pack.json'))}
who = json.load(open(f'{set_dir}/engines.json'))
A = {r['id']: r for r in json.load(open(f'{set_dir}/rate/rater_a.json'))}
B = {r['id']: r for r in json.load(open(f'{set_dir}/rate/rater_b.json'))}


def ok(rating):
    return rating['overall'] in ('acceptable', 'minor')


def criteria(rating):
    """A rating's criteria, nested under "criteria" or, as the brief's
    output line has them, beside "overall"."""
    nested = rating.get('criteria')
    if isinstance(nested, dict):
        return nested
    return {k: v for k, v in rating.items() if k.startswith('C')}


n = len(pack)
agree = sum(ok(A[i]) == ok(B[i]) for i in pack)
pa = sum(ok(A[i]) for i in pack) / n
pb = sum(ok(B[i]) for i in pack) / n
chance = pa * pb + (1 - pa) * (1 - pb)
kappa = (agree / n - chance) / (1 - chance) if chance < 1 else 1.0
print(f'{n} questions; raters agree on {agree} (κ {kappa:.2f})')
for engine in engines:
    ids = [i for i in pack if engine in who[i]]
    for lang in ('en', 'fr', 'es', 'de'):
        mine = [i for i in ids if pack[i]['document'].startswith(lang)]
        both = sum(ok(A[i]) and ok(B[i]) for i in mine)
        miskeyed = sum(criteria(A[i]).get('C3') == 0 or criteria(B[i]).get('C3') == 0 for i in mine)
        print(f'{engine} {lang}: written {len(mine)}, A {sum(ok(A[i]) for i in mine)}, '
              f'B {sum(ok(B[i]) for i in mine)}, both {both}, miskeyed {miskeyed}')
    english = [i for i in ids if pack[i]['document'].startswith('en')]
    kinds = collections.Counter(pack[i]['kind'] for i in english)
    good = collections.Counter(pack[i]['kind'] for i in english if ok(A[i]) and ok(B[i]))
    print('  English, acceptable to both by kind:', {k: f'{good[k]}/{kinds[k]}' for k in sorted(kinds)})
    for name, ratings in (('A', A), ('B', B)):
        fails = collections.Counter(
            k for i in english for k, v in criteria(ratings[i]).items() if v == 0
        )
        print(f'  English failures, rater {name}:', dict(sorted(fails.items())))
