mkdir -p ~/site
echo '<h1>Hello, loopback!</h1>' > ~/site/index.html
nohup python3 -m http.server 8080 --bind 127.0.0.1 --directory ~/site > ~/http.log 2>&1 < /dev/null &
for _ in $(seq 50); do
  curl -s --max-time 1 http://127.0.0.1:8080/ > /dev/null && exit 0
  sleep 0.2
done
echo "the web server did not start: $(cat ~/http.log)"
exit 1
