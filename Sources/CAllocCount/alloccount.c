// Counts heap allocations for the bench tool by interposing malloc, calloc and realloc.
// Linked into chartreuse-bench only: never into the library or the apps.
#include "alloccount.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>  // defines __GLIBC__ with glibc

#ifndef __has_feature
#define __has_feature(x) 0
#endif

static _Atomic uint64_t allocations;

// Only with glibc (it exports __libc_malloc and friends), and never under a sanitizer: its
// runtime's malloc must stay the one that the matching free sees. Elsewhere the count stays 0.
#if defined(__GLIBC__) && !__has_feature(address_sanitizer) && !__has_feature(thread_sanitizer)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *p, size_t size);

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

#endif

uint64_t chartreuse_alloc_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}
