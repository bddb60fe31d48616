#!/usr/bin/env python3
"""Pools the questions several engines wrote for a set into one blind pack.

usage: pack.py SET_DIR ENGINE=OUT_DIR [ENGINE=OUT_DIR ...]
Writes SET_DIR/pack.json (shuffled with a fixed seed, ids Z001...) and
SET_DIR/engines.json (id -> engines that wrote it). Prints counts only.
"""
import json, os, random, sys

set_dir = sys.argv[1]
engines = [a.split('=', 1) for a in sys.argv[2:]]
pool = {}
for engine, out in engines:
    for name in sorted(os.listdir(out)):
        if not name.endswith('.json'):
            continue
        doc = name[:-5] + '.txt'
        raw = open(os.path.join(set_dir, doc), 'rb').read()
        quiz = json.load(open(os.path.join(out, name)))
        for q in quiz['questions']:
            src = q.get('source') or {}
            passage = raw[src.get('start', 0):src.get('end', 0)].decode('utf-8', 'replace') if src else ''
            item = {
                'document': doc,
                'kind': q['kind'],
                'prompt': q['prompt'],
                'choices': [{'text': c['text'], 'correct': c['correct']} for c in q.get('choices', [])],
                'accepted': [a['text'] if isinstance(a, dict) else a for a in q.get('accepted', [])],
                'pairs': q.get('pairs', []),
                'order': q.get('order', []) if isinstance(q.get('order', []), list) else [],
                'value': q.get('value'),
                'tolerance': q.get('tolerance'),
                'source_passage': passage,
            }
            key = json.dumps(item, sort_keys=True, ensure_ascii=False)
            pool.setdefault(key, (item, set()))[1].add(engine)
keys = sorted(pool)
random.Random(13).shuffle(keys)
pack, who = [], {}
for i, key in enumerate(keys, 1):
    item, by = pool[key]
    ident = f'Z{i:03d}'
    pack.append({'id': ident, **item})
    who[ident] = sorted(by)
json.dump(pack, open(os.path.join(set_dir, 'pack.json'), 'w'), ensure_ascii=False, indent=1)
json.dump(who, open(os.path.join(set_dir, 'engines.json'), 'w'), indent=1)
counts = {e: sum(1 for v in who.values() if e in v) for e, _ in engines}
print(f'{len(pack)} distinct questions; per engine: {counts}')
