// Guards read-only file mappings against a file cut short underneath them: a read past the
// file's new end (SIGBUS) finds zero pages instead of ending the process. Reloading then
// replaces what was read from the old contents.
#pragma once
#include <stddef.h>

/// Guards [start, start + length); returns a slot for mapguard_remove, or -1 when all are taken.
int mapguard_add(const void *start, size_t length);
/// Stops guarding the mapping in `slot` (before it is unmapped).
void mapguard_remove(int slot);
/// How many faults were answered with zero pages (for tests).
long mapguard_rescues(void);
