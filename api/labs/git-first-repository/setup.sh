# A small website that is not under version control yet, and the log its preview server left behind.
mkdir -p "$HOME/website"
cat > "$HOME/website/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Green Leaf Tea</title>
  <link rel="stylesheet" href="style.css">
</head>
<body>
  <h1>Green Leaf Tea</h1>
  <p>Loose-leaf tea from small farms.</p>
  <p>Coming soon.</p>
</body>
</html>
HTML
cat > "$HOME/website/style.css" <<'CSS'
body { font-family: sans-serif; margin: 2rem auto; max-width: 40rem; color: #1f3b2d; }
h1 { color: #2e7d4f; }
CSS
cat > "$HOME/website/preview.log" <<'LOG'
[preview] serving ~/website on http://127.0.0.1:8000
[preview] GET /index.html 200
[preview] GET /style.css 200
LOG
