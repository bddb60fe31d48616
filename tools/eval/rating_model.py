#!/usr/bin/env python3
"""Can the raters' verdicts be predicted from the question alone?

An experiment, not part of the product (issue 10, session 76). Every rated
question kept in docs/quality/*.json (both raters' verdicts, the prompt, its
key and its source passage) is a labelled example: "acceptable to both" or
not. If a model trained on earlier sets could tell a good question from a bad
one on a later set, the forge could rank its candidates by it, or write more
candidates and keep the likely good ones.

This script measures how well it could: logistic regression on the prompt's
words and pairs of words, plus surface features a rule could also see (the
key's length and word frequency, a leading "this"/"it", a pointer to a
figure, the kind of question), scored by ROC AUC with whole sets held out
(grouped 5-fold cross-validation, so no set is both trained and tested on).
It also prints acceptance by decile of the model's score, and the AUC on
the sets rated after the forge's rules had matured (93 and later).

Needs numpy, scipy, scikit-learn and wordfreq (pip); run from anywhere:

    python3 tools/eval/rating_model.py

Results and the decision taken are in docs/QUALITY.md ("A model of the
raters' verdicts, tried and not kept").
"""

import glob
import json
import os
import re

import numpy as np
from scipy.sparse import csr_matrix, hstack
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import GroupKFold
from wordfreq import zipf_frequency

QUALITY = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "quality")
ACCEPTED = ("acceptable", "minor", "minor edit")
POINTERS = ("this", "these", "it", "they", "he", "she", "such", "that", "those",
            "its", "their", "his", "her")
WORD = re.compile(r"[A-Za-z]+")


def rated_questions():
    """Every English question both raters judged, with its set's name."""
    rows = []
    for path in sorted(glob.glob(os.path.join(QUALITY, "*.json"))):
        try:
            data = json.load(open(path, encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not (isinstance(data, dict) and "items" in data):
            continue
        for item in data["items"]:
            a, b = item.get("rater_a"), item.get("rater_b")
            if not (isinstance(a, dict) and isinstance(b, dict)):
                continue
            if not item.get("document", "").startswith("en_"):
                continue
            item["_set"] = os.path.basename(path)
            item["_good"] = int(a.get("overall") in ACCEPTED and b.get("overall") in ACCEPTED)
            rows.append(item)
    return rows


def key_of(item):
    if item["kind"] == "multiple_choice":
        for choice in item.get("choices") or []:
            if isinstance(choice, dict) and choice.get("correct"):
                return choice.get("text", "")
        return ""
    accepted = item.get("accepted") or []
    return str(accepted[0]) if accepted and item["kind"] != "true_false" else ""


def surface(item):
    prompt, key = item["prompt"], key_of(item)
    source = item.get("source_passage") or ""
    key_words = WORD.findall(key.lower())
    prompt_words = WORD.findall(prompt)
    zipf = [zipf_frequency(w, "en") for w in key_words] or [0.0]
    first = prompt_words[0].lower() if prompt_words else ""
    low = prompt.lower()
    return [
        len(prompt_words), len(key_words), min(zipf), float(np.mean(zipf)), max(zipf),
        int(bool(re.search(r"\d", key))), int(key[:1].isupper()),
        prompt.count("_____"), int("letters)" in prompt), len(WORD.findall(source)),
        int(first in POINTERS),
        int(bool(re.search(r"\b(this|these|such|those)\b", low))),
        int(bool(re.search(r"\b(above|below|following|figure|table|chapter|section)\b", low))),
        int(prompt.strip().endswith("?")), prompt.count(","), int(";" in prompt),
        int("(" in prompt),
        int(item["kind"] == "multiple_choice"), int(item["kind"] == "true_false"),
        int(item["kind"] == "short_answer"),
    ]


def set_number(name):
    found = re.search(r"unseen(\d+)", name)
    return int(found.group(1)) if found else 0


def main():
    rows = rated_questions()
    labels = np.array([r["_good"] for r in rows])
    groups = [r["_set"] for r in rows]
    texts = [r["kind"] + " " + r["prompt"] for r in rows]
    features = np.array([surface(r) for r in rows], dtype=float)
    scores = np.zeros(len(rows))
    aucs = []
    for train, test in GroupKFold(5).split(texts, labels, groups):
        words = TfidfVectorizer(ngram_range=(1, 2), min_df=2, sublinear_tf=True)
        mean, spread = features[train].mean(0), features[train].std(0) + 1e-9
        x_train = hstack([words.fit_transform([texts[i] for i in train]),
                          csr_matrix((features[train] - mean) / spread)]).tocsr()
        x_test = hstack([words.transform([texts[i] for i in test]),
                         csr_matrix((features[test] - mean) / spread)]).tocsr()
        model = LogisticRegression(C=0.5, max_iter=3000).fit(x_train, labels[train])
        scores[test] = model.predict_proba(x_test)[:, 1]
        aucs.append(roc_auc_score(labels[test], scores[test]))
    print(f"{len(rows)} English questions from {len(set(groups))} sets, "
          f"{labels.mean():.0%} acceptable to both")
    print("AUC by held-out fold:", " ".join(f"{a:.3f}" for a in aucs),
          f"mean {np.mean(aucs):.3f}")
    order = np.argsort(scores, kind="stable")
    for decile in range(10):
        part = order[decile * len(order) // 10:(decile + 1) * len(order) // 10]
        print(f"decile {decile}: {labels[part].mean():.0%} acceptable")
    late = np.array([set_number(g) >= 93 for g in groups])
    print(f"sets 93 and later: {late.sum()} questions, {labels[late].mean():.0%} acceptable, "
          f"AUC {roc_auc_score(labels[late], scores[late]):.3f}")


if __name__ == "__main__":
    main()
