#ifndef CPNG_PARTS_H
#define CPNG_PARTS_H
#include <stddef.h>
#include <stdint.h>

/// Row `y` of the ARGB pixels (`stride` bytes a row) as `channels` (3: RGB, 4: RGBA) bytes a pixel, into `o`.
void cpng_row_bytes(const uint32_t *pixels, int stride, int y, int width, int channels, unsigned char *o);

/// Writes the PNG as cpng_write_argb does (8-bit RGB or RGBA, each row filtered "Up", zlib at
/// `level`), its rows cut into `parts` stretches compressed at once, one thread each. Returns 0
/// when written; -1 with a message in `error` when the file cannot be written; 1 when it could
/// not compress this way (memory, zlib): the caller then writes the file its own way.
int cpng_write_parts(const char *path, const uint32_t *pixels, int width, int height, int stride,
                     int channels, int level, int parts, char *error, size_t error_size);

#endif
