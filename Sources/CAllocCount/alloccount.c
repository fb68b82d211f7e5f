// Counts heap allocations for the bench tool by interposing malloc, calloc and realloc.
// Linked into chartreuse-bench only: never into the library or the apps.
#include "alloccount.h"

#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *p, size_t size);

static _Atomic uint64_t allocations;

void *malloc(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_calloc(count, size);
}

void *realloc(void *p, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_realloc(p, size);
}

uint64_t chartreuse_alloc_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}
