#ifndef CHARTREUSE_ALLOCCOUNT_H
#define CHARTREUSE_ALLOCCOUNT_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc) made by this process so far, on any thread.
///
/// Counting works by defining malloc, calloc and realloc in the executable that links this
/// target (symbol interposition, glibc only): they count and forward to glibc's own entry
/// points. Aligned allocations (posix_memalign, aligned_alloc) are not counted. Without glibc,
/// or in a sanitizer build (whose runtime owns malloc), nothing is interposed and this stays 0.
uint64_t chartreuse_alloc_count(void);

#endif
