// Debian's libkissfft-dev (BSD-3-Clause), single precision: kiss_fft_scalar is float.
#ifndef kiss_fft_scalar
#define kiss_fft_scalar float
#endif
#include <kissfft/kiss_fftr.h>
