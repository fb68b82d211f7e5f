// ISA-L's igzip (gzip streams, about twice zlib's speed), zlib, libzstd, liblzma (xz) and libbz2 for compressed data files, and libdeflate for
// whole gzip files in one call; LZ4 for Parquet pages, and snappy as the reference the tests check
// Chartreuse's own snappy decoder against. Debian: zlib1g-dev libzstd-dev
// liblzma-dev libbz2-dev libdeflate-dev libsnappy-dev liblz4-dev libisal-dev.
#include <zlib.h>
#include <isa-l/igzip_lib.h>
#include <zstd.h>
#include <lzma.h>
#include <bzlib.h>
#include <libdeflate.h>
#include <snappy-c.h>
#include <lz4.h>
#include <lz4frame.h>
