#include "cpng.h"
#include "cpng_parts.h"
#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct cpng_error {
    char *text;
    size_t size;
};

static void cpng_on_error(png_structp png, png_const_charp message) {
    struct cpng_error *e = png_get_error_ptr(png);
    if (e && e->text && e->size > 0) snprintf(e->text, e->size, "%s", message);
    png_longjmp(png, 1);
}

static void cpng_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int cpng_write_argb(const char *path, const uint32_t *pixels, int width, int height, int stride,
                    int level, char *error, size_t error_size) {
    struct cpng_error err = {error, error_size};
    if (error_size > 0) error[0] = 0;
    if (width <= 0 || height <= 0 || stride < width * 4) {
        snprintf(error, error_size, "bad image size");
        return -1;
    }
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)((const char *)pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xFF) { opaque = 0; break; }
        }
    }
    const int channels = opaque ? 3 : 4;
    // A large image (up to 256 MiB of rows) is compressed in stretches of rows on all cores (up to four).
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    if (((size_t)width * channels + 1) * (size_t)height >= ((size_t)1 << 20) && cores > 1) {
        int written = cpng_write_parts(path, pixels, width, height, stride, channels, level,
                                       cores < 4 ? (int)cores : 4, error, error_size);
        if (written <= 0) return written;
        if (error_size > 0) error[0] = 0;
    }
    unsigned char *line = malloc((size_t)width * channels);
    if (!line) {
        snprintf(error, error_size, "out of memory");
        return -1;
    }
    FILE *f = fopen(path, "wb");
    if (!f) {
        snprintf(error, error_size, "%s", strerror(errno));
        free(line);
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &err, cpng_on_error, cpng_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        snprintf(error, error_size, "cannot start a PNG");
        png_destroy_write_struct(&png, &info);
        fclose(f);
        free(line);
        return -1;
    }
    // Volatile: read after a longjmp back here.
    FILE *volatile file = f;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        fclose(file);
        free(line);
        return -1;
    }
    png_init_io(png, file);
    png_set_compression_level(png, level);
    // One cheap filter instead of trying all five on every row. Charts are mostly rows that
    // repeat the row above (background, bars, vertical gridlines), which "Up" turns into zeros:
    // on the gallery and a 1M-point line it gave smaller files than the adaptive choice.
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        cpng_row_bytes(pixels, stride, y, width, channels, line);
        png_write_row(png, line);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(line);
    if (fclose(file) != 0) {
        snprintf(error, error_size, "%s", strerror(errno));
        return -1;
    }
    return 0;
}
