#include "cpng_parts.h"
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// At most this many stretches (threads).
#define CPNG_MAX_PARTS 8

/// One stretch of rows: filtered "Up", then compressed as raw deflate on a thread of its own.
/// Its first row is filtered against the row before it, so the stretches' bytes joined are
/// exactly the image's filtered bytes; each is compressed without the others' history (a few
/// bytes more at each join), ending on a byte boundary (a sync flush) but the last.
struct cpng_part {
    const uint32_t *pixels;
    int width, stride, channels, level, last;
    int first_row, rows;
    unsigned char *out;
    size_t out_size, in_size;
    uLong adler;
    int ok;
};

void cpng_row_bytes(const uint32_t *pixels, int stride, int y, int width, int channels, unsigned char *o) {
    const uint32_t *row = (const uint32_t *)((const char *)pixels + (size_t)y * (size_t)stride);
    for (int x = 0; x < width; x++) {
        uint32_t v = row[x];
        *o++ = (unsigned char)(v >> 16);
        *o++ = (unsigned char)(v >> 8);
        *o++ = (unsigned char)v;
        if (channels == 4) *o++ = (unsigned char)(v >> 24);
    }
}

static void *cpng_part_run(void *arg) {
    struct cpng_part *p = arg;
    p->ok = 0;
    size_t line = (size_t)p->width * (size_t)p->channels;
    size_t size = (line + 1) * (size_t)p->rows;
    unsigned char *filtered = malloc(size), *prev = calloc(line, 1), *cur = malloc(line);
    if (!filtered || !prev || !cur) goto done;
    if (p->first_row > 0) cpng_row_bytes(p->pixels, p->stride, p->first_row - 1, p->width, p->channels, prev);
    for (int r = 0; r < p->rows; r++) {
        cpng_row_bytes(p->pixels, p->stride, p->first_row + r, p->width, p->channels, cur);
        unsigned char *o = filtered + (size_t)r * (line + 1);
        o[0] = 2;   // the "Up" filter: each byte less the one above it
        for (size_t k = 0; k < line; k++) o[1 + k] = (unsigned char)(cur[k] - prev[k]);
        unsigned char *t = prev;
        prev = cur;
        cur = t;
    }
    p->in_size = size;
    p->adler = adler32_z(adler32(0L, Z_NULL, 0), filtered, size);
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, p->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) goto done;
    // Room for the whole stretch in one call, and the empty block a flush ends with.
    size_t bound = deflateBound(&z, (uLong)size) + 64;
    p->out = malloc(bound);
    if (p->out) {
        z.next_in = filtered;
        z.avail_in = (uInt)size;   // under 256 MiB: the caller's limit
        z.next_out = p->out;
        z.avail_out = (uInt)bound;
        int r = deflate(&z, p->last ? Z_FINISH : Z_SYNC_FLUSH);
        p->out_size = bound - z.avail_out;
        p->ok = p->last ? r == Z_STREAM_END : (r == Z_OK && z.avail_in == 0 && z.avail_out > 0);
    }
    deflateEnd(&z);
done:
    free(filtered);
    free(prev);
    free(cur);
    return NULL;
}

/// Writes one PNG chunk: its length, type, data and CRC.
static void cpng_chunk(FILE *f, const char *type, const unsigned char *data, size_t n) {
    unsigned char head[8] = {(unsigned char)(n >> 24), (unsigned char)(n >> 16), (unsigned char)(n >> 8),
                             (unsigned char)n, (unsigned char)type[0], (unsigned char)type[1],
                             (unsigned char)type[2], (unsigned char)type[3]};
    uLong crc = crc32(crc32(0L, Z_NULL, 0), head + 4, 4);
    if (n > 0) crc = crc32_z(crc, data, n);
    unsigned char tail[4] = {(unsigned char)(crc >> 24), (unsigned char)(crc >> 16), (unsigned char)(crc >> 8),
                             (unsigned char)crc};
    fwrite(head, 1, 8, f);
    if (n > 0) fwrite(data, 1, n, f);
    fwrite(tail, 1, 4, f);
}

/// Puts `v` big-endian at `o`.
static void cpng_put32(unsigned char *o, uint32_t v) {
    o[0] = (unsigned char)(v >> 24);
    o[1] = (unsigned char)(v >> 16);
    o[2] = (unsigned char)(v >> 8);
    o[3] = (unsigned char)v;
}

int cpng_write_parts(const char *path, const uint32_t *pixels, int width, int height, int stride,
                     int channels, int level, int parts, char *error, size_t error_size) {
    if (parts < 2 || parts > CPNG_MAX_PARTS || height < parts || width <= 0) return 1;
    // Each stretch holds its filtered rows and their compressed form at once: about twice the
    // image's bytes in all, where libpng streams rows. Beyond 256 MiB, libpng writes it.
    if (((size_t)width * (size_t)channels + 1) * (size_t)height >= ((size_t)1 << 28)) return 1;
    struct cpng_part part[CPNG_MAX_PARTS];
    pthread_t thread[CPNG_MAX_PARTS];
    int started[CPNG_MAX_PARTS] = {0};
    for (int i = 0; i < parts; i++) {
        int from = (int)((long long)height * i / parts), to = (int)((long long)height * (i + 1) / parts);
        part[i] = (struct cpng_part){pixels, width, stride, channels, level, i == parts - 1, from, to - from,
                                     NULL, 0, 0, 0, 0};
    }
    for (int i = 1; i < parts; i++) started[i] = pthread_create(&thread[i], NULL, cpng_part_run, &part[i]) == 0;
    cpng_part_run(&part[0]);
    for (int i = 1; i < parts; i++) {
        if (started[i]) pthread_join(thread[i], NULL);
        else cpng_part_run(&part[i]);
    }
    int ok = 1;
    for (int i = 0; i < parts; i++) ok = ok && part[i].ok;
    int status = 1;
    if (ok) {
        // Checksum of the whole stream: the stretches' joined.
        uLong adler = part[0].adler;
        for (int i = 1; i < parts; i++) adler = adler32_combine(adler, part[i].adler, (z_off_t)part[i].in_size);
        FILE *f = fopen(path, "wb");
        if (!f) {
            snprintf(error, error_size, "%s", strerror(errno));
            status = -1;
        } else {
            static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
            fwrite(signature, 1, 8, f);
            unsigned char ihdr[13];
            cpng_put32(ihdr, (uint32_t)width);
            cpng_put32(ihdr + 4, (uint32_t)height);
            ihdr[8] = 8;                            // bits per channel
            ihdr[9] = channels == 4 ? 6 : 2;        // RGBA or RGB
            ihdr[10] = ihdr[11] = ihdr[12] = 0;     // deflate, adaptive filtering, no interlace
            cpng_chunk(f, "IHDR", ihdr, 13);
            // The zlib stream across the IDAT chunks: its header (a 32K window, a fast level),
            // each stretch, and the checksum.
            static const unsigned char zheader[2] = {0x78, 0x5E};
            cpng_chunk(f, "IDAT", zheader, 2);
            for (int i = 0; i < parts; i++) cpng_chunk(f, "IDAT", part[i].out, part[i].out_size);
            unsigned char check[4];
            cpng_put32(check, (uint32_t)adler);
            cpng_chunk(f, "IDAT", check, 4);
            cpng_chunk(f, "IEND", NULL, 0);
            int failed = ferror(f);
            if (fclose(f) != 0 || failed) {
                snprintf(error, error_size, "%s", strerror(errno ? errno : EIO));
                status = -1;
            } else {
                status = 0;
            }
        }
    }
    for (int i = 0; i < parts; i++) free(part[i].out);
    return status;
}
