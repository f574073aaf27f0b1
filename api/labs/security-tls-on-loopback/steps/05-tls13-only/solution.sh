cd ~/tls
grep -q minimum_version https_server.py ||
  sed -i '/^context = ssl.SSLContext/a context.minimum_version = ssl.TLSVersion.TLSv1_3' https_server.py
pid=$(cat server.pid)
kill "$pid"
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
nohup python3 https_server.py > server.log 2>&1 < /dev/null &
echo $! > server.pid
for _ in $(seq 50); do
  curl -s --max-time 1 --cacert ~/tls/localhost.crt https://localhost:8443/ >/dev/null && exit 0
  sleep 0.2
done
echo "the server did not start again: $(cat server.log)"
exit 1
