cd ~/service
nohup python3 app.py > ~/service/app.log 2>&1 &
for _ in $(seq 1 25); do
  curl -s --max-time 1 http://127.0.0.1:8000/api/health >/dev/null && break
  sleep 0.2
done
