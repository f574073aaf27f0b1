cat > ~/ops/greet.sh <<'EOF'
#!/bin/bash
# greet.sh NAME [COUNT]: says hello to NAME, COUNT times (1 by default).
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "Usage: greet.sh NAME [COUNT]" >&2
  exit 1
fi
name=$1
count=${2:-1}
if ! [[ $count =~ ^[1-9][0-9]*$ ]]; then
  echo "Error: COUNT must be a positive whole number, not '$count'" >&2
  exit 2
fi
for ((i = 1; i <= count; i++)); do
  echo "Hello, $name!"
done
EOF
