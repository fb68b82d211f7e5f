#ifndef CHARTREUSE_ALLOCCOUNT_H
#define CHARTREUSE_ALLOCCOUNT_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc) made by this process so far, on any thread.
///
/// Counting works by defining malloc, calloc and realloc in the executable that links this
/// target (symbol interposition, glibc only): they count and forward to glibc's own entry
/// points. Aligned allocations (posix_memalign, aligned_alloc) are not counted.
uint64_t chartreuse_alloc_count(void);

#endif
