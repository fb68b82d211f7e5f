// SQLite (public domain) for reading .sqlite / .db files. Debian: libsqlite3-dev.
#include <sqlite3.h>
