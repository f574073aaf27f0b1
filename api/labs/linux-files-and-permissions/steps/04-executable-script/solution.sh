echo '#!/bin/bash' > ~/projects/hello.sh
echo 'echo Hello from my script' >> ~/projects/hello.sh
chmod +x ~/projects/hello.sh
