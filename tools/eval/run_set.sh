#!/bin/sh
# usage: run_set.sh BINARY SET_DIR OUT_NAME — runs `quizforge make` (count 10)
# on every text of the set; writes OUT_NAME/<doc>.json and a count per doc
# (numbers only) to standard output.
bin=$1; set=$2; out=$set/$3
mkdir -p "$out"
for f in "$set"/en_*.txt "$set"/fr_*.txt "$set"/es_*.txt "$set"/de_*.txt; do
  [ -e "$f" ] || continue
  name=$(basename "$f" .txt)
  "$bin" make "$f" -o "$out/$name.json" 2>/dev/null
  python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['questions']), sys.argv[2])" "$out/$name.json" "$name"
done
