// zlib (gzip), libzstd, liblzma (xz) and libbz2 for compressed data files, and libdeflate for
// whole gzip files in one call; snappy and LZ4 for Parquet pages. Debian: zlib1g-dev libzstd-dev
// liblzma-dev libbz2-dev libdeflate-dev libsnappy-dev liblz4-dev.
#include <zlib.h>
#include <zstd.h>
#include <lzma.h>
#include <bzlib.h>
#include <libdeflate.h>
#include <snappy-c.h>
#include <lz4.h>
#include <lz4frame.h>
