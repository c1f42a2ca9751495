/* A score token read to the double Python's float() gives (read.h says how). */

#include "read.h"

static const double POW10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                               1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

static __uint128_t POW10_WIDE[28]; /* 10^0 .. 10^27, exact (below 2^90); filled at import (score_tables) */

static void
score_tables(void)
{
    POW10_WIDE[0] = 1;
    for (int k = 1; k < 28; k++)
        POW10_WIDE[k] = POW10_WIDE[k - 1] * 10;
}

static int
bit_length(__uint128_t x)
{
    uint64_t high = (uint64_t)(x >> 64), low = (uint64_t)x;
    return high ? 128 - __builtin_clzll(high) : low ? 64 - __builtin_clzll(low) : 0;
}

/* w x 10^e10 rounded to the nearest double, ties to even, by exact integer arithmetic (w < 2^64, at most 19
 * digits): 0 when done, -1 when the quotient would have fewer than 54 bits (strtod reads the token then).
 * The value is num / den x 2^-shift with num = w x 10^e10 (e10 >= 0) or w x 2^shift (num below 2^127) over
 * 10^-e10; its quotient's top 53 bits are the mantissa, the bits below and the remainder decide the rounding. */
static int
exact_decimal(uint64_t w, long e10, double *out)
{
    if (w == 0) {
        *out = 0.0;
        return 0;
    }
    if (e10 > 19 || e10 < -27)
        return -1;
    __uint128_t quotient;
    int shift = 0, sticky = 0;
    if (e10 >= 0) {
        quotient = (__uint128_t)w * POW10_WIDE[e10]; /* below 10^38 < 2^127: exact */
    } else {
        shift = 127 - bit_length(w);
        __uint128_t num = (__uint128_t)w << shift, den = POW10_WIDE[-e10];
        quotient = num / den;
        sticky = num % den != 0;
    }
    int bits = bit_length(quotient);
    if (bits <= 53) {
        if (sticky)
            return -1;
        *out = ldexp((double)(uint64_t)quotient, -shift); /* exact: fewer than 54 bits */
        return 0;
    }
    int dropped = bits - 53;
    uint64_t mantissa = (uint64_t)(quotient >> dropped);
    __uint128_t rest = quotient & ((((__uint128_t)1) << dropped) - 1), half = ((__uint128_t)1) << (dropped - 1);
    if (rest > half || (rest == half && (sticky || (mantissa & 1))))
        mantissa++;
    if (mantissa == (1ULL << 53)) {
        mantissa >>= 1;
        dropped++;
    }
    *out = ldexp((double)mantissa, dropped - shift);
    return 0;
}

/* the score token s[0..n) as a double (see the header); 0 when read, -1 to decline */
static int
read_score(const char *s, Py_ssize_t n, double *out, char *buf)
{
    Py_ssize_t i = 0;
    int negative = 0;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        negative = s[i++] == '-';
    uint64_t mantissa = 0;
    int significant = 0, digits = 0, after_point = 0;
    long exponent = 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++, digits++) {
        if (mantissa || s[i] != '0') {
            if (significant < 19)
                mantissa = 10 * mantissa + (uint64_t)(s[i] - '0');
            else
                exponent++; /* past 19 digits: only the slow path reads them */
            significant++;
        }
    }
    if (i < n && s[i] == '.') {
        for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++, digits++) {
            if (mantissa || s[i] != '0') {
                if (significant < 19) {
                    mantissa = 10 * mantissa + (uint64_t)(s[i] - '0');
                    after_point++;
                }
                significant++;
            } else {
                after_point++;
            }
        }
    }
    if (digits == 0)
        return -1;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        int exp_negative = 0;
        if (i < n && (s[i] == '+' || s[i] == '-'))
            exp_negative = s[i++] == '-';
        if (i == n)
            return -1;
        long e = 0;
        for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
            if (e < 100000)
                e = 10 * e + (s[i] - '0');
        exponent += exp_negative ? -e : e;
    }
    if (i != n)
        return -1;
    long e10 = exponent - after_point;
    if (significant <= 15 && e10 >= -22 && e10 <= 22) {
        double v = (double)mantissa; /* exact: below 10^15 < 2^53 */
        v = e10 < 0 ? v / POW10[-e10] : v * POW10[e10];
        *out = negative ? -v : v;
        return 0;
    }
    if (significant <= 19 && exact_decimal(mantissa, e10, out) == 0) {
        if (negative)
            *out = -*out;
        return 0;
    }
    if (n > 255)
        return -1;
    memcpy(buf, s, (size_t)n);
    buf[n] = '\0';
    char *end = NULL;
    *out = strtod(buf, &end);
    return end == buf + n ? 0 : -1;
}
