repo="$LAB_HOME/bakery"
git -C "$repo" rev-parse -q --verify refs/heads/opening-hours >/dev/null || fail "There is no branch named opening-hours in ~/bakery: create it with git switch -c opening-hours." \
  "لا يوجد فرع باسم opening-hours في ~/bakery: أنشئه باستخدام git switch -c opening-hours." \
  "~/bakery میں opening-hours نام کی کوئی برانچ نہیں: اسے git switch -c opening-hours سے بنائیں۔"
git -C "$repo" cat-file -e opening-hours:hours.txt 2>/dev/null || fail "The branch opening-hours has no commit with hours.txt: add the file and commit it while on that branch." \
  "لا يحتوي الفرع opening-hours على إيداع فيه hours.txt: أضف الملف وأودِعه وأنت على ذلك الفرع." \
  "برانچ opening-hours میں hours.txt والا کوئی کمٹ نہیں: اسی برانچ پر رہتے ہوئے فائل add اور کمٹ کریں۔"
git -C "$repo" show opening-hours:hours.txt | grep -qxF "Open Monday to Saturday, 7:00-19:00" || fail "hours.txt on opening-hours does not contain the line: Open Monday to Saturday, 7:00-19:00" \
  "الملف hours.txt في الفرع opening-hours لا يحتوي على السطر: Open Monday to Saturday, 7:00-19:00" \
  "برانچ opening-hours کی hours.txt میں یہ سطر نہیں: Open Monday to Saturday, 7:00-19:00"
