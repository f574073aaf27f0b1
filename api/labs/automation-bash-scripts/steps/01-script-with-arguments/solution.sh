cd ~/ops
cat > greet.sh <<'EOF'
#!/bin/bash
# greet.sh NAME: says hello to NAME.
if [ $# -eq 0 ]; then
  echo "Usage: greet.sh NAME" >&2
  exit 1
fi
echo "Hello, $1!"
EOF
chmod +x greet.sh
