curl -sI http://127.0.0.1:8080/ > ~/headers.txt
curl -s -o /dev/null -w '%{http_code}\n' http://127.0.0.1:8080/missing.html > ~/status-missing.txt
