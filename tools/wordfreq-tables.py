#!/usr/bin/env python3
"""Writes crates/forge/data/word-frequency-LANG.txt from wordfreq's tables.

usage: wordfreq-tables.py WHEEL_DIR LANG [LANG ...]
WHEEL_DIR is the unpacked wheel of the PyPI package wordfreq 3.1.1
(`pip download wordfreq==3.1.1 --no-deps`, then unzip). Each table keeps
the 20,000 commonest words (letters, inner apostrophes) of `small_LANG` with their Zipf frequency to
one decimal, as `word<TAB>zipf`, sorted by the bytes of the word (the
forge searches the file where it lies). Needs `msgpack`.
"""
import gzip
import math
import re
import sys

import msgpack

KEEP = 20000


def table(wheel_dir, lang):
    path = f"{wheel_dir}/wordfreq/data/small_{lang}.msgpack.gz"
    with gzip.open(path, "rb") as f:
        data = msgpack.load(f, raw=False)
    header, buckets = data[0], data[1:]
    assert header.get("format") == "cB", header
    words = []
    letters = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
    # Bucket i holds the words of frequency -i centibels (Zipf 9 - i / 100),
    # worked out through the frequency as wordfreq does, so that the
    # rounding to one decimal below is its rounding.
    for i, bucket in enumerate(buckets):
        for word in bucket:
            if letters.fullmatch(word):
                words.append((word, math.log10(10 ** (-i / 100)) + 9))
    words = words[:KEEP]
    return sorted(words, key=lambda item: item[0].encode("utf-8"))


def main():
    wheel_dir, langs = sys.argv[1], sys.argv[2:]
    for lang in langs:
        out = f"crates/forge/data/word-frequency-{lang}.txt"
        with open(out, "w", encoding="utf-8", newline="\n") as f:
            for word, zipf in table(wheel_dir, lang):
                f.write(f"{word}\t{zipf:.1f}\n")


if __name__ == "__main__":
    main()
