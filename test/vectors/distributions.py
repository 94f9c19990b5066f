# Reference values for test/stats-distributions.test.ts: the chi-square upper tail and Student's t
# quantiles at 40 significant digits (mpmath), printed as the nearest doubles.
# Run: python3 test/vectors/distributions.py > test/vectors/distributions.json
import json

import mpmath

mpmath.mp.dps = 40


def chi_square_upper(x, df):
    return mpmath.gammainc(mpmath.mpf(df) / 2, mpmath.mpf(x) / 2, mpmath.inf, regularized=True)


def t_quantile(p, df):
    # the upper tail of t with df degrees of freedom is I_{df/(df+t^2)}(df/2, 1/2) / 2
    df = mpmath.mpf(df)
    tail = 1 - mpmath.mpf(p)
    f = lambda t: mpmath.betainc(df / 2, mpmath.mpf(1) / 2, 0, df / (df + t * t), regularized=True) / 2 - tail
    guess = mpmath.mpf(mpmath.sqrt(2) * mpmath.erfinv(2 * mpmath.mpf(p) - 1))
    return mpmath.findroot(f, (guess * mpmath.mpf('0.5'), guess * 20), solver='illinois')


chi = []
for df in [1, 2, 3, 5, 10, 35, 100, 149, 1000, 10000, 100000]:
    for ratio in ['0.01', '0.1', '0.5', '0.9', '1', '1.1', '1.5', '2', '3', '5']:
        x = df * mpmath.mpf(ratio)
        chi.append([df, float(x), float(chi_square_upper(x, df))])
t = []
for df in [1, 2, 3, 4, 5, 10, 30, 99, 1000, 65535, 10**6, 10**9, 10**13]:
    for p in ['0.9', '0.975', '0.995']:
        t.append([df, float(p), float(t_quantile(p, df))])
print(json.dumps({'chiSquareUpper': chi, 'tQuantile': t}, indent=None))
