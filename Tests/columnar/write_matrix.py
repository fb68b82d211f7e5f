#!/usr/bin/env python3
"""Writes one table as Parquet in every encoding x compression x page version x nullability that
pyarrow and polars write, as Arrow IPC (Feather v2 in each codec, several batches, streams,
dictionaries), and as CSV (the reference the readers are compared with).

Usage: write_matrix.py DIR  ->  DIR/reference.csv, DIR/reference-nulls.csv, DIR/*.parquet|arrow|arrows, and
DIR/cases.json: [{"file": ..., "reference": ..., "error": substring or null, "notes": [substring of
each note on what was left out]}]."""
import datetime as dt, decimal, json, os, sys
import numpy as np
import pyarrow as pa, pyarrow.parquet as pq, pyarrow.compute as pc
import polars as pl

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
n = 5000
rng = np.random.default_rng(7)
base = dt.datetime(2024, 3, 1, 12, 0, 0)
cols = {
    "i8": pa.array(rng.integers(-128, 128, n), pa.int8()),
    "i32": pa.array(rng.integers(-2**31, 2**31, n), pa.int32()),
    "i64": pa.array(rng.integers(-2**62, 2**62, n), pa.int64()),
    "u32": pa.array(rng.integers(0, 2**32, n, dtype=np.uint64), pa.uint32()),
    "u64": pa.array(rng.integers(0, 2**64 - 1, n, dtype=np.uint64), pa.uint64()),
    "f32": pa.array(rng.normal(0, 1e3, n).astype(np.float32), pa.float32()),
    "f64": pa.array(rng.normal(0, 1, n) * 10.0 ** rng.integers(-30, 30, n), pa.float64()),
    "flag": pa.array(rng.random(n) > 0.3, pa.bool_()),
    "word": pa.array([f"w{k}" for k in rng.integers(0, 40, n)], pa.string()),
    "label": pa.array([f"row {i} é" for i in range(n)], pa.string()),
    "day": pa.array([dt.date(2020, 1, 1) + dt.timedelta(days=int(k)) for k in rng.integers(0, 3000, n)], pa.date32()),
    "ms": pa.array([base + dt.timedelta(milliseconds=int(k)) for k in rng.integers(0, 10**10, n)], pa.timestamp("ms")),
    "us_utc": pa.array([base + dt.timedelta(microseconds=int(k)) for k in rng.integers(0, 10**13, n)], pa.timestamp("us", tz="UTC")),
    "price": pa.array([decimal.Decimal(int(k)) / 100 for k in rng.integers(-10**9, 10**9, n)], pa.decimal128(12, 2)),
}
nulls = rng.random(n) < 0.1
def with_nulls(a):
    return pa.array([None if nulls[i] else v for i, v in enumerate(a.to_pylist())], a.type)
plain = pa.table(cols)
holey = pa.table({k: with_nulls(v) for k, v in cols.items()})

def csv(table, path):
    # Written as a person's CSV would be: exact decimal digits, ISO dates, empty cells for nulls.
    py = {name: table.column(name).to_pylist() for name in table.column_names}
    with open(path, "w", encoding="utf-8") as f:
        f.write(",".join(table.column_names) + "\n")
        for i in range(table.num_rows):
            cells = []
            for name in table.column_names:
                v = py[name][i]
                if v is None: cells.append("")
                elif isinstance(v, bool): cells.append("1" if v else "0")
                elif isinstance(v, float): cells.append(repr(float(v)))
                elif isinstance(v, dt.datetime):
                    cells.append(v.strftime("%Y-%m-%dT%H:%M:%S.%f") + ("Z" if v.tzinfo else ""))
                elif isinstance(v, dt.date): cells.append(v.isoformat())
                else: cells.append(str(v))
            f.write(",".join(cells) + "\n")
csv(plain, f"{out}/reference.csv")
csv(holey, f"{out}/reference-nulls.csv")

cases = []
def case(name, reference, error=None, notes=None, durations=None):
    cases.append({"file": name, "reference": reference, "error": error, "notes": notes or [], "durations": durations})

strings = ["word", "label"]
ints = ["i8", "i32", "i64", "u32", "u64"]
floats = ["f32", "f64"]
for nulled, table, ref in [("", plain, "reference.csv"), ("-nulls", holey, "reference-nulls.csv")]:
    for comp in ["NONE", "SNAPPY", "GZIP", "ZSTD", "LZ4"]:
        for version in ["1.0", "2.0"]:
            for dictionary in [True, False]:
                name = f"pyarrow-{comp.lower()}-v{version[0]}-{'dict' if dictionary else 'plain'}{nulled}.parquet"
                pq.write_table(table, f"{out}/{name}", compression=comp, data_page_version=version, use_dictionary=dictionary,
                               row_group_size=1500, data_page_size=4096)
                case(name, ref)
        # The other encodings, column by column.
        for label, enc in [("delta", {**{c: "DELTA_BINARY_PACKED" for c in ints}, "word": "DELTA_LENGTH_BYTE_ARRAY", "label": "DELTA_BYTE_ARRAY"}),
                           ("split", {c: "BYTE_STREAM_SPLIT" for c in floats})]:
            name = f"pyarrow-{comp.lower()}-{label}{nulled}.parquet"
            pq.write_table(table, f"{out}/{name}", compression=comp, use_dictionary=False, column_encoding=enc,
                           row_group_size=1500, data_page_size=4096, data_page_version="2.0")
            case(name, ref)
    p = pl.from_arrow(table)
    for comp in ["uncompressed", "snappy", "gzip", "zstd", "lz4"]:
        name = f"polars-{comp}{nulled}.parquet"
        p.write_parquet(f"{out}/{name}", compression=comp, row_group_size=2000)
        case(name, ref)

# Arrow IPC: Feather v2 (uncompressed, LZ4, zstd), files of several record batches, streams,
# dictionary-encoded (categorical) text, large strings.
import pyarrow.feather as feather, pyarrow.ipc as ipc
for nulled, table, ref in [("", plain, "reference.csv"), ("-nulls", holey, "reference-nulls.csv")]:
    for comp in ["uncompressed", "lz4", "zstd"]:
        name = f"feather-{comp}{nulled}.arrow"
        feather.write_feather(table, f"{out}/{name}", compression=comp, chunksize=1700)
        case(name, ref)
    name = f"ipc-one-batch{nulled}.arrow"
    with ipc.new_file(f"{out}/{name}", table.schema) as w:
        w.write_table(table)
    case(name, ref)
    name = f"ipc-stream{nulled}.arrows"
    with ipc.new_stream(f"{out}/{name}", table.schema) as w:
        w.write_table(table, max_chunksize=1200)
    case(name, ref)
    coded = table.set_column(table.schema.get_field_index("word"), "word", pc.dictionary_encode(table.column("word")))
    coded = coded.set_column(coded.schema.get_field_index("label"), "label", table.column("label").cast(pa.large_string()))
    name = f"ipc-dictionary{nulled}.arrow"
    with ipc.new_file(f"{out}/{name}", coded.schema, options=ipc.IpcWriteOptions(compression="zstd")) as w:
        w.write_table(coded, max_chunksize=2000)
    case(name, ref)

# polars writes text as string views (its default since 1.0): short strings inline in the views,
# longer ones in data buffers, in files and streams, in each codec and in several batches, and a
# categorical column as a dictionary of string views.
for nulled, table, ref in [("", plain, "reference.csv"), ("-nulls", holey, "reference-nulls.csv")]:
    p = pl.from_arrow(table)
    for comp in ["uncompressed", "lz4", "zstd"]:
        name = f"polars-{comp}{nulled}.arrow"
        p.write_ipc(f"{out}/{name}", compression=comp)
        case(name, ref)
    name = f"polars-stream{nulled}.arrows"
    p.write_ipc_stream(f"{out}/{name}")
    case(name, ref)
    name = f"polars-categorical{nulled}.arrow"
    p.with_columns(pl.col("word").cast(pl.Categorical)).write_ipc(f"{out}/{name}", compression="zstd")
    case(name, ref)

# String views whose strings are long enough to live in data buffers (more than 12 bytes), two
# such columns with numbers between and after them (each batch's data buffers move the later
# buffers along), nulls, several batches and data buffers, in each codec, file and stream.
texts = [None if i % 11 == 3 else ("long text number %d é" % i if i % 3 else f"s{i}") for i in range(n)]
longs = pa.table({"a": pa.concat_arrays([pa.array(texts[k:k + 700], pa.string_view()) for k in range(0, n, 700)]),
                  "x": pa.array(np.arange(n) * 0.5),
                  "b": pa.array([("second column's text %d" % (i * 7)) * (1 + i % 4) for i in range(n)], pa.string_view()),
                  "y": pa.array([None if i % 13 == 0 else float(i) for i in range(n)], pa.float64())})
csv(longs, f"{out}/reference-views.csv")
for comp in [None, "lz4", "zstd"]:
    name = f"views-{comp or 'uncompressed'}.arrow"
    with ipc.new_file(f"{out}/{name}", longs.schema, options=ipc.IpcWriteOptions(compression=comp)) as w:
        w.write_table(longs, max_chunksize=1700)
    case(name, "reference-views.csv")
with ipc.new_stream(f"{out}/views.arrows", longs.schema) as w:
    w.write_table(longs, max_chunksize=2200)
case("views.arrows", "reference-views.csv")
pq.write_table(longs, f"{out}/views.parquet")
case("views.parquet", "reference-views.csv")
# Views may share bytes: 20,000 of them each claiming the same 64 KiB (1.3 GB of text from an
# 80 KB file) are refused, not turned into strings.
import struct
shared = pa.Array.from_buffers(pa.string_view(), 20000, [None, pa.py_buffer(struct.pack("<iiii", 65536, 0x79797979, 0, 0) * 20000),
                                                         pa.py_buffer(b"y" * 65536)])
with ipc.new_file(f"{out}/views-overlapping.arrow", pa.schema([("s", pa.string_view())]), options=ipc.IpcWriteOptions(compression="lz4")) as w:
    w.write_table(pa.table({"s": shared}))
case("views-overlapping.arrow", None, "string views claiming more text than its size could hold")

# Plain doubles decompressed straight into the column: a required column, and an optional one
# with a null every 700 rows, so most pages have none and some have one (read the general way).
walk = np.cumsum(rng.normal(0, 1, n))
sparse = pa.table({"x": pa.array(np.arange(n) * 0.25, pa.float64()),
                   "v": pa.array([None if i % 700 == 350 else float(w) for i, w in enumerate(walk)], pa.float64())},
                  schema=pa.schema([pa.field("x", pa.float64(), nullable=False), pa.field("v", pa.float64())]))
csv(sparse, f"{out}/reference-sparse.csv")
for comp in ["NONE", "SNAPPY", "ZSTD", "LZ4", "GZIP"]:
    for version in ["1.0", "2.0"]:
        name = f"sparse-{comp.lower()}-v{version[0]}.parquet"
        pq.write_table(sparse, f"{out}/{name}", compression=comp, data_page_version=version, use_dictionary=False,
                       row_group_size=2000, data_page_size=4096)
        case(name, "reference-sparse.csv")
for comp in ["lz4", "zstd"]:
    feather.write_feather(sparse, f"{out}/sparse-{comp}.arrow", compression=comp, chunksize=900)
    case(f"sparse-{comp}.arrow", "reference-sparse.csv")

# Wider than the readers' groups of 32 number columns, a text column among them.
wide = pa.table({**{f"c{k}": pa.array(rng.normal(k, 1, 3000)) for k in range(70)},
                 "name": pa.array([f"r{i}" for i in range(3000)])})
csv(wide, f"{out}/reference-wide.csv")
feather.write_feather(wide, f"{out}/wide.arrow", compression="lz4", chunksize=1000)
case("wide.arrow", "reference-wide.csv")
pq.write_table(wide, f"{out}/wide.parquet", row_group_size=1000)
case("wide.parquet", "reference-wide.csv")

# Dates pandas holds as strings (an `object` column, as read_csv leaves them) are text in the
# file; they read as dates, as the same table's CSV does. A text column that is not dates stays text.
import pandas as pd
dated = pd.DataFrame({"date": ["1967-07-01", "1967-08-01", "", "1967-10-01"], "v": [1.5, 2.5, 3.5, 4.5],
                      "note": ["a", "1967-08-01", "b", "c"]})
dated.to_csv(f"{out}/reference-dated.csv", index=False)
dated.to_parquet(f"{out}/pandas-dated.parquet")
case("pandas-dated.parquet", "reference-dated.csv")
dated.to_feather(f"{out}/pandas-dated.arrow")
case("pandas-dated.arrow", "reference-dated.csv")

# Durations: Parquet has no such type, so pyarrow and polars write plain 64-bit integers and
# keep the unit in the Arrow schema they store beside Parquet's; they read as seconds (whole
# seconds and the fraction added, as an Arrow file's durations and any instant are), with nulls
# as gaps and nanoseconds past 2^53 kept. A plain integer column beside them stays as it is, and
# so do the durations of a file written without the Arrow schema. Matched by place: a duration
# and an integer column of one name keep apart. Their axes read as clocks (`1:30:00`).
ticks = [int(t) for t in rng.integers(-10**6, 10**6, 300)] + [2**62 + 12345, -(2**61) - 987654321, 0]
def seconds(t, per):
    q = abs(t) // per * (1 if t >= 0 else -1)
    return repr(float(q) + float(t - q * per) / per)
holes = [None if i % 17 == 5 else t for i, t in enumerate(ticks)]
spans = pa.table({**{f"d_{u}": pa.array(holes, pa.duration(u)) for u in ["s", "ms", "us", "ns"]},
                  "count": pa.array(holes, pa.int64())})
units = {"s": 1, "ms": 10**3, "us": 10**6, "ns": 10**9}
def cell(t, per): return "" if t is None else seconds(t, per)
with open(f"{out}/reference-durations.csv", "w") as f:
    f.write("d_s,d_ms,d_us,d_ns,count\n")
    for t in holes:
        f.write(",".join([cell(t, units[u]) for u in ["s", "ms", "us", "ns"]] + ["" if t is None else str(t)]) + "\n")
with open(f"{out}/reference-durations-ticks.csv", "w") as f:
    f.write("d_s,d_ms,d_us,d_ns,count\n")
    for t in holes: f.write(",".join(["" if t is None else str(t)] * 5) + "\n")
pq.write_table(spans, f"{out}/durations.parquet")
case("durations.parquet", "reference-durations.csv", durations=["d_s", "d_ms", "d_us", "d_ns"])
pq.write_table(spans, f"{out}/durations-no-arrow-schema.parquet", store_schema=False)
case("durations-no-arrow-schema.parquet", "reference-durations-ticks.csv", durations=[])
feather.write_feather(spans, f"{out}/durations.arrow")
case("durations.arrow", "reference-durations.csv", durations=["d_s", "d_ms", "d_us", "d_ns"])
pl.from_arrow(spans.drop(["d_s"])).write_parquet(f"{out}/polars-durations.parquet")
with open(f"{out}/reference-polars-durations.csv", "w") as f:
    f.write("d_ms,d_us,d_ns,count\n")
    for t in holes:
        f.write(",".join([cell(t, units[u]) for u in ["ms", "us", "ns"]] + ["" if t is None else str(t)]) + "\n")
case("polars-durations.parquet", "reference-polars-durations.csv", durations=["d_ms", "d_us", "d_ns"])
small = [t for t in ticks if abs(t) < 10**9]
pd.DataFrame({"d_ns": pd.to_timedelta(small, unit="ns"), "count": small}).to_parquet(f"{out}/pandas-durations.parquet")
with open(f"{out}/reference-pandas-durations.csv", "w") as f:
    f.write("d_ns,count\n")
    for t in small: f.write(f"{seconds(t, 10**9)},{t}\n")
case("pandas-durations.parquet", "reference-pandas-durations.csv", durations=["d_ns"])
twins = pa.Table.from_arrays([pa.array([1500, -250], pa.duration("ms")), pa.array([7, 8], pa.int64())], names=["t", "t"])
pq.write_table(twins, f"{out}/durations-same-names.parquet")
with open(f"{out}/reference-durations-same-names.csv", "w") as f: f.write("t,t\n1.5,7\n-0.25,8\n")
case("durations-same-names.parquet", "reference-durations-same-names.csv", durations=["t"])

# What is not read is named: a codec, and a nested column.
pq.write_table(plain, f"{out}/brotli.parquet", compression="BROTLI")
case("brotli.parquet", None, "compressed with BROTLI")
# A nested column is left out, with a note naming it; the flat columns around it are read (a
# struct's leaves come first, so the chunks after it must be found past them).
pq.write_table(pa.table({"s": [{"a": 1, "b": 2.5}, {"a": 3, "b": None}], "x": [1.0, 2.0],
                         "xs": [[1, 2], [3]], "y": [5, 6]}), f"{out}/nested.parquet")
with open(f"{out}/reference-nested.csv", "w") as f: f.write("x,y\n1.0,5\n2.0,6\n")
case("nested.parquet", "reference-nested.csv", None, ["column \"s\" is a struct of 2 fields", "column \"xs\" is a list"])
pq.write_table(pa.table({"xs": [[1, 2], [3]]}), f"{out}/only-nested.parquet")
case("only-nested.parquet", None, "holds no column Chartreuse reads: column \"xs\" is a list")
nested = pa.table({"s": [{"a": 1, "b": [2.5]}, {"a": 3, "b": None}], "x": [1.0, 2.0],
                   "xs": [["p", "q"], ["r"]], "y": [5, 6], "m": pa.array([[("k", 1)], []], pa.map_(pa.string(), pa.int64()))})
feather.write_feather(nested, f"{out}/nested.arrow")
case("nested.arrow", "reference-nested.csv", None, ["column \"s\" is a struct", "column \"xs\" is a list", "column \"m\" is a map"])
# polars' nested columns hold string views: left out with a note, the columns after them read.
pl.DataFrame({"s": [{"a": 1, "b": "a string longer than twelve"}, {"a": 3, "b": "short"}], "x": [1.0, 2.0],
              "xs": [["p", "a string longer than twelve"], ["r"]], "y": [5, 6]}).write_ipc(f"{out}/polars-nested.arrow")
case("polars-nested.arrow", "reference-nested.csv", None, ["column \"s\" is a struct", "column \"xs\" is a large list"])
feather.write_feather(pa.table({"xs": [[1, 2], [3]]}), f"{out}/only-nested.arrow")
case("only-nested.arrow", None, "holds no column Chartreuse reads: column \"xs\" is a list")
# A schema whose fields all point at one table with a long name: 800 KB naming 800 MB.
def shared_name_stream(path, fields=200000, name_len=4000):
    """An Arrow stream whose schema lists `fields` fields that all point at one Field table with
    a long name: a few hundred KB claiming fields*name_len bytes of names."""
    buf = bytearray()
    def here(): return len(buf)
    def u32(v): buf.extend(struct.pack("<I", v))
    def pad(n=4):
        while len(buf) % n: buf.append(0)
    # root offset placeholder
    u32(0)
    # Message vtable: size, table size, fields: version(0), header_type(1), header(2), bodyLength(3)
    mv = here(); buf.extend(struct.pack("<HHHHHH", 12, 16, 4, 6, 8, 0)); pad()
    mt = here(); buf.extend(struct.pack("<i", mt - mv)); buf.extend(struct.pack("<hBx", 4, 1)); hdr_at = here(); u32(0)
    struct.pack_into("<I", buf, 0, mt)
    # Schema vtable: endianness(0) absent, fields(1)
    sv = here(); buf.extend(struct.pack("<HHHH", 8, 8, 0, 4)); pad()
    st = here(); buf.extend(struct.pack("<i", st - sv)); fields_at = here(); u32(0)
    struct.pack_into("<I", buf, hdr_at, st - hdr_at)
    # fields vector: count, then `fields` offsets to the same Field table (placed after it)
    vec = here(); struct.pack_into("<I", buf, fields_at, vec - fields_at); u32(fields)
    slots = here(); buf.extend(b"\0" * 4 * fields)
    # Field vtable: name(0), nullable(1), type_type(2), type(3)
    fv = here(); buf.extend(struct.pack("<HHHHHH", 12, 16, 4, 0, 8, 12)); pad()
    ft = here(); buf.extend(struct.pack("<i", ft - fv)); name_at = here(); u32(0); buf.extend(struct.pack("<Bxxx", 3)); type_at = here(); u32(0)
    for k in range(fields): struct.pack_into("<I", buf, slots + 4 * k, ft - (slots + 4 * k))
    s = here(); struct.pack_into("<I", buf, name_at, s - name_at); u32(name_len); buf.extend(b"n" * name_len); buf.append(0); pad()
    # FloatingPoint: precision(0) = 2 (double)
    pv = here(); buf.extend(struct.pack("<HHH", 6, 8, 4)); pad()
    pt = here(); buf.extend(struct.pack("<i", pt - pv)); buf.extend(struct.pack("<hxx", 2))
    struct.pack_into("<I", buf, type_at, pt - type_at)
    pad(8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Ii", 0xFFFFFFFF, len(buf))); f.write(buf); f.write(struct.pack("<Ii", 0xFFFFFFFF, 0))
shared_name_stream(f"{out}/shared-names.arrows")
case("shared-names.arrows", None, "names its fields with more bytes than its schema holds")
json.dump(cases, open(f"{out}/cases.json", "w"), indent=1)
print(len(cases), "cases")
