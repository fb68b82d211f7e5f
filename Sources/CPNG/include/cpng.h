#ifndef CPNG_H
#define CPNG_H
#include <stddef.h>
#include <stdint.h>

/// Writes 32-bit ARGB pixels (0xAARRGGBB in native order, `stride` bytes per row) as an 8-bit
/// PNG: RGB when every pixel is opaque, RGBA otherwise. `level` is the zlib level (0…9). An
/// image of a megabyte of rows or more is compressed in stretches on all cores (up to four).
/// Returns 0, or -1 with a message in `error` (libpng's errors are caught here, in C, where its
/// setjmp/longjmp error handling is safe).
int cpng_write_argb(const char *path, const uint32_t *pixels, int width, int height, int stride,
                    int level, char *error, size_t error_size);

#endif
