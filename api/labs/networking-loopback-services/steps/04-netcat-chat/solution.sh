nohup nc -dlk 127.0.0.1 9000 >> ~/chat.txt 2> ~/nc.log < /dev/null &
for _ in $(seq 50); do
  ss -Hltn 'sport = :9000' | grep -q . && break
  sleep 0.1
done
echo "hello from the client" | timeout 5 nc -N 127.0.0.1 9000
for _ in $(seq 50); do
  grep -qx 'hello from the client' ~/chat.txt && exit 0
  sleep 0.1
done
exit 1
