#!/usr/bin/env python3
"""The public API of the library modules, one declaration a line, from Swift's symbol graphs.

Usage: summary.py SYMBOLGRAPH_DIR OUT_DIR  — writes OUT_DIR/<Module>.txt for each library module.
Each line is the declaration's access and its signature with the owner's path (`open class
Widget`, `public func ChartView.reloadData()`); members a type gets from a standard-library protocol's
default implementations are left out, so the file lists what this package declares.
"""
import glob, json, os, sys

MODULES = ["ChartCore", "ChartRaster", "ChartExport", "ChartSDL"]

def title(sym):
    names = sym.get("names", {})
    frags = names.get("subHeading") or sym.get("declarationFragments") or []
    sig = "".join(f["spelling"] for f in frags) or names.get("title", "")
    owner = ".".join(sym["pathComponents"][:-1])
    keyword, _, rest = sig.partition(" ")
    if not rest or not keyword.isalpha() or sig.startswith(("init", "subscript")):
        return (owner + "." if owner else "") + sig
    return f"{keyword} {owner + '.' if owner else ''}{rest}"

def main(src, out):
    os.makedirs(out, exist_ok=True)
    for module in MODULES:
        lines = set()
        for f in [os.path.join(src, module + ".symbols.json")] + glob.glob(os.path.join(src, module + "@*.symbols.json")):
            if not os.path.exists(f):
                continue
            for s in json.load(open(f))["symbols"]:
                if s["accessLevel"] not in ("public", "open"):
                    continue
                if "location" not in s:      # inherited from a protocol declared elsewhere (Collection's defaults)
                    continue
                lines.add(f'{s["accessLevel"]} {title(s)}')
        with open(os.path.join(out, module + ".txt"), "w") as fh:
            fh.write("".join(l + "\n" for l in sorted(lines)))

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
