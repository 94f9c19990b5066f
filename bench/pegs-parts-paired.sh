#!/bin/sh
# Paired whole-process timings of the count in parts: the same pegs command with flags A and with
# flags B, in turn (A B A B …), each timed by /usr/bin/time; prints each run's user+sys CPU and wall
# seconds and peak memory, then the medians and the median of the pairs' A/B ratios.
#
#   sh bench/pegs-parts-paired.sh BOARD START PAIRS 'FLAGS A' 'FLAGS B'
#   sh bench/pegs-parts-paired.sh triangle7 a1 5 '--threads 1 --parts 2' '--threads 1'
#   sh bench/pegs-parts-paired.sh english d4 5 '--threads 1 --parts 2' '--threads 1'
#   sh bench/pegs-parts-paired.sh triangle7 a1 5 '--threads 2' '--threads 1'
#
# Needs the built CLI (npm run build). On a shared machine read the CPU ratio; the wall ratio of
# '--threads 2' against '--threads 1' means something only with two idle cores.
set -eu
board=$1 start=$2 pairs=$3 a=$4 b=$5
cli="$(dirname "$0")/../dist/cli/boardsim.mjs"
log=$(mktemp)
for i in $(seq "$pairs"); do
  for side in A B; do
    if [ "$side" = A ]; then flags=$a; else flags=$b; fi
    # shellcheck disable=SC2086
    /usr/bin/time -f "$side %U %S %e %M" -a -o "$log" node "$cli" pegs --board "$board" --start "$start" $flags --quiet --json >/dev/null
  done
done
awk -v a="$a" -v b="$b" '
  function median(xs, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (xs[j] < xs[i]) { t = xs[i]; xs[i] = xs[j]; xs[j] = t }; return n % 2 ? xs[(n + 1) / 2] : (xs[n / 2] + xs[n / 2 + 1]) / 2 }
  { cpu = $2 + $3; if ($1 == "A") { na++; ca[na] = cpu; wa[na] = $4; ma[na] = $5 } else { nb++; cb[nb] = cpu; wb[nb] = $4; mb[nb] = $5 }
    printf "%s  cpu %7.2f s  wall %7.2f s  peak %4d MiB\n", $1, cpu, $4, $5 / 1024 }
  END {
    for (i = 1; i <= na; i++) { rc[i] = ca[i] / cb[i]; rw[i] = wa[i] / wb[i] }
    printf "A (%s): median cpu %.2f s, wall %.2f s\n", a, median(ca, na), median(wa, na)
    printf "B (%s): median cpu %.2f s, wall %.2f s\n", b, median(cb, nb), median(wb, nb)
    printf "A/B: median cpu ratio %.3f, median wall ratio %.3f (%d pairs)\n", median(rc, na), median(rw, na), na
  }' "$log"
rm -f "$log"
