// In C: a signal handler may only touch lock-free state and make async-signal-safe calls.
#define _GNU_SOURCE
#include "mapguard.h"
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define SLOTS 256
// Each slot: a sequence number (odd while the slot changes), then the mapping's start and end.
static _Atomic unsigned long sequence[SLOTS];
static _Atomic uintptr_t starts[SLOTS], ends[SLOTS];
static _Atomic int taken[SLOTS];
static _Atomic long rescues;
static struct sigaction previous;
static _Atomic int installed;
static uintptr_t page_size = 4096;

static void on_bus(int sig, siginfo_t *info, void *context) {
    uintptr_t at = (uintptr_t)info->si_addr;
    for (int i = 0; i < SLOTS; i++) {
        unsigned long before = atomic_load(&sequence[i]);
        if (before & 1) continue;   // changing: not a mapping being read
        uintptr_t s = atomic_load(&starts[i]), e = atomic_load(&ends[i]);
        if (atomic_load(&sequence[i]) != before) continue;   // changed while read
        if (s != 0 && at >= s && at < e) {
            // The file ends before this page now: zero pages from here to the mapping's end.
            uintptr_t page = at & ~(page_size - 1);
            if (mmap((void *)page, e - page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
                atomic_fetch_add(&rescues, 1);
                return;
            }
        }
    }
    // Not a guarded mapping: whatever handled SIGBUS before (the default ends the process).
    if (previous.sa_flags & SA_SIGINFO) {
        previous.sa_sigaction(sig, info, context);
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(sig);
    } else {
        signal(SIGBUS, SIG_DFL);
        raise(SIGBUS);
    }
}

static void install(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&installed, &expected, 1)) return;
    long p = sysconf(_SC_PAGESIZE);
    if (p > 0) page_size = (uintptr_t)p;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_bus;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previous);
}

int mapguard_add(const void *start, size_t length) {
    install();
    uintptr_t s = (uintptr_t)start;
    if (s == 0 || length == 0) return -1;
    for (int i = 0; i < SLOTS; i++) {
        int free_slot = 0;
        if (atomic_compare_exchange_strong(&taken[i], &free_slot, 1)) {
            atomic_fetch_add(&sequence[i], 1);   // odd: changing
            atomic_store(&starts[i], s);
            atomic_store(&ends[i], s + length);
            atomic_fetch_add(&sequence[i], 1);   // even: settled
            return i;
        }
    }
    return -1;
}

void mapguard_remove(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    atomic_fetch_add(&sequence[slot], 1);
    atomic_store(&starts[slot], 0);
    atomic_store(&ends[slot], 0);
    atomic_fetch_add(&sequence[slot], 1);
    atomic_store(&taken[slot], 0);
}

long mapguard_rescues(void) { return atomic_load(&rescues); }
