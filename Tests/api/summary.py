#!/usr/bin/env python3
"""The public API of the library modules, one declaration a line, from Swift's symbol graphs.

Usage: summary.py SYMBOLGRAPH_DIR OUT_DIR  — writes OUT_DIR/<Module>.txt for each library module.
Each line is the owner's path and the whole declaration as Swift prints it (attributes, `static`,
settability such as `{ get }`, default arguments shown as `= default`), so a property that loses
its setter or a parameter its default shows as a change; each conformance and superclass is a line
of its own (`Series: Sendable`). Members a type only inherits from a standard-library protocol's
default implementations are left out: the file lists what this package declares.
"""
import glob, json, os, sys

MODULES = ["ChartCore", "ChartRaster", "ChartExport", "ChartSDL"]

def declaration(sym):
    frags = sym.get("declarationFragments") or sym.get("names", {}).get("subHeading") or []
    text = "".join(f["spelling"] for f in frags)
    return " ".join(text.split())

def summarise(paths):
    lines, names = [], {}
    for f in paths:
        graph = json.load(open(f))
        public = set()
        for s in graph["symbols"]:
            names[s["identifier"]["precise"]] = ".".join(s["pathComponents"])
            if s["accessLevel"] in ("public", "open"):
                public.add(s["identifier"]["precise"])
        for s in graph["symbols"]:
            if s["accessLevel"] not in ("public", "open") or "location" not in s:
                continue   # no location: inherited from a protocol declared elsewhere
            owner = ".".join(s["pathComponents"][:-1])
            lines.append(f'{owner + ": " if owner else ""}{s["accessLevel"]} {declaration(s)}')
        for r in graph.get("relationships", []):
            if r["kind"] in ("conformsTo", "inheritsFrom") and r["source"] in public:
                target = names.get(r["target"]) or r.get("targetFallback") or r["target"]
                lines.append(f'{names[r["source"]]}: {target}')
    return sorted(lines)

def main(src, out):
    os.makedirs(out, exist_ok=True)
    for module in MODULES:
        paths = glob.glob(os.path.join(src, module + ".symbols.json")) + glob.glob(os.path.join(src, module + "@*.symbols.json"))
        if not paths:
            sys.exit(f"summary.py: no symbol graph for {module} in {src}")
        with open(os.path.join(out, module + ".txt"), "w") as fh:
            fh.write("".join(l + "\n" for l in summarise(paths)))

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
