cd ~/website
git add index.html style.css
git commit -q -m "Add the home page"
