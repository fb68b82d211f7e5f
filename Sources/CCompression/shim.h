// zlib (gzip), libzstd, liblzma (xz) and libbz2 for compressed data files, and libdeflate for
// whole gzip files in one call. Debian: zlib1g-dev libzstd-dev liblzma-dev libbz2-dev libdeflate-dev.
#include <zlib.h>
#include <zstd.h>
#include <lzma.h>
#include <bzlib.h>
#include <libdeflate.h>
