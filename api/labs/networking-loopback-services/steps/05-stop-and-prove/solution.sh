pid=$(ss -Hltnp 'sport = :8080' | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n 1)
kill "$pid"
for _ in $(seq 50); do
  nc -z -w 1 127.0.0.1 8080 2>/dev/null || break
  sleep 0.1
done
nc -zv -w 2 127.0.0.1 8080 2> ~/port-8080.txt
exit 0
